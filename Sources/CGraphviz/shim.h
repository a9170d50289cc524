// Graphviz's libgvc and cgraph, as TransitReporter's Graphviz.swift calls them, and the plugin
// interface it uses to measure text with Transit's own monospace metrics.
#ifndef TRANSIT_CGRAPHVIZ_SHIM_H
#define TRANSIT_CGRAPHVIZ_SHIM_H

#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>
#include <graphviz/gvplugin.h>
#include <graphviz/gvplugin_textlayout.h>

#endif
