// Graphviz's libgvc and cgraph, as TransitReporter's Graphviz.swift calls them.
#ifndef TRANSIT_CGRAPHVIZ_SHIM_H
#define TRANSIT_CGRAPHVIZ_SHIM_H

#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>

#endif
