# Transit: the two commands a fresh Debian machine needs.
#   make demo   install what is missing, build, trace a scenario and show its log
#   make test   install what is missing, build, run every test

SWIFT    ?= swift
SCENARIO ?= card-zoom
TRANSIT  := .build/debug/transit
SUDO     := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)

.PHONY: demo test test-deps teach deps build bench lint format traces fuzz install uninstall

# libgvc (Graphviz) is linked in-process by the renderer; install it when pkg-config cannot see it.
deps:
	@if ! pkg-config --exists libgvc 2>/dev/null; then \
	  echo "Installing libgraphviz-dev and pkg-config..."; \
	  $(SUDO) apt-get update && $(SUDO) apt-get install -y libgraphviz-dev pkg-config; \
	fi

build: deps
	$(SWIFT) build
	$(SWIFT) build --product generate-manual

demo: build
	$(TRANSIT) scenarios
	$(TRANSIT) trace $(SCENARIO)
	$(TRANSIT) check Traces/$(SCENARIO).jsonl
	@echo
	@echo "First lines of Traces/$(SCENARIO).jsonl:"
	@head -n 24 Traces/$(SCENARIO).jsonl
	$(TRANSIT) render Traces/$(SCENARIO).jsonl
	$(TRANSIT) render Traces/$(SCENARIO).jsonl --format png
	$(TRANSIT) render Traces/$(SCENARIO).jsonl --format html

# Walk through the scenario's first transition, then write an exercise for it to Output/.
teach: build
	$(TRANSIT) explain $(SCENARIO) --transition 1
	$(TRANSIT) exercise $(SCENARIO) --transition 1

# The tests also drive Debian's plantuml, a headless Chromium through Selenium (PyPI, using
# Debian's chromedriver, so nothing is downloaded at run time) and mermaid.js through mermaidx
# (PyPI; it bundles mermaid.js and runs it offline).
test-deps: deps
	@command -v plantuml >/dev/null 2>&1 || { \
	  echo "Installing plantuml..."; $(SUDO) apt-get update && $(SUDO) apt-get install -y plantuml; }
	@missing=""; \
	  command -v chromium >/dev/null 2>&1 || missing="$$missing chromium"; \
	  command -v chromedriver >/dev/null 2>&1 || missing="$$missing chromium-driver"; \
	  command -v python3 >/dev/null 2>&1 || missing="$$missing python3 python3-pip"; \
	  if [ -n "$$missing" ]; then \
	    echo "Installing$$missing..."; $(SUDO) apt-get update && $(SUDO) apt-get install -y $$missing; \
	  fi
	@python3 -c "import selenium" 2>/dev/null || python3 -m pip install --quiet selenium \
	  || python3 -m pip install --quiet --break-system-packages selenium
	@python3 -c "import mermaidx" 2>/dev/null || python3 -m pip install --quiet mermaidx \
	  || python3 -m pip install --quiet --break-system-packages mermaidx

test: test-deps build
	$(SWIFT) build --build-tests
	$(SWIFT) test

# Time Transit against its peers (jq, grep, diff, plantuml, neato, swiftc) in the same run, on a release build.
bench: deps
	$(SWIFT) build -c release
	.build/release/transit-bench read
	.build/release/transit-bench check
	.build/release/transit-bench render
	.build/release/transit-bench import
	.build/release/transit-bench diff
	.build/release/transit-bench run

# Fuzz each fuzz target with libFuzzer and AddressSanitizer for FUZZ_SECONDS each
# (docs/untrusted-input.md); findings land in .fuzz/crash/.
FUZZ_SECONDS ?= 60
fuzz: deps
	.ci/fuzz $(FUZZ_SECONDS)

# Install `transit` under PREFIX: bin/transit, the runtime `transit run` compiles a developer's
# code against in lib/transit (the runtime targets' modules and objects, and libyaml's module
# map), the shell completions swift-argument-parser writes, and the man page its
# generate-manual writes (built by `make build`). `transit` finds the runtime
# beside its own resolved path, wherever PREFIX is. `make install INSTALL_BUILD= BUILT=FOLDER`
# installs an existing build without building. RUNTIME_TARGETS is Runtime.targets
# (Sources/TransitCompile/Build/Runtime.swift); InstallTests holds the two lists equal.
PREFIX   ?= /usr/local
RUNTIME_TARGETS := TransitLifecycle TransitTrace TransitInterfaceBuilder TransitUIKit \
  TransitSnapKit TransitWebKit TransitMapKit TransitCoreImage TransitAccelerate TransitServices CYaml Yams \
  TransitScenarios TransitRun
BUILT    ?= $(shell $(SWIFT) build --show-bin-path 2>/dev/null || echo .build/debug)
LIBDIR   := $(PREFIX)/lib/transit
INSTALL_BUILD ?= build
install: $(INSTALL_BUILD)
	mkdir -p "$(PREFIX)/bin" "$(LIBDIR)/Modules" "$(LIBDIR)/CYaml/include" \
	  "$(PREFIX)/share/bash-completion/completions" "$(PREFIX)/share/zsh/site-functions" \
	  "$(PREFIX)/share/fish/vendor_completions.d"
	for target in $(RUNTIME_TARGETS); do \
	  rm -rf "$(LIBDIR)/$$target.build" && cp -R "$(BUILT)/$$target.build" "$(LIBDIR)/" || exit 1; \
	  if [ -e "$(BUILT)/Modules/$$target.swiftmodule" ]; then \
	    cp "$(BUILT)/Modules/$$target.swiftmodule" "$(LIBDIR)/Modules/" || exit 1; fi; \
	done
	cp -R "$$(dirname "$(BUILT)")/../checkouts/Yams/Sources/CYaml/include/." "$(LIBDIR)/CYaml/include/"
	install -m 755 "$(BUILT)/transit" "$(PREFIX)/bin/transit"
	"$(PREFIX)/bin/transit" --generate-completion-script bash \
	  > "$(PREFIX)/share/bash-completion/completions/transit"
	"$(PREFIX)/bin/transit" --generate-completion-script zsh > "$(PREFIX)/share/zsh/site-functions/_transit"
	"$(PREFIX)/bin/transit" --generate-completion-script fish \
	  > "$(PREFIX)/share/fish/vendor_completions.d/transit.fish"
	@if [ -x "$(BUILT)/generate-manual" ]; then \
	  mkdir -p "$(PREFIX)/share/man/man1" && \
	  "$(BUILT)/generate-manual" "$(PREFIX)/bin/transit" -o "$(PREFIX)/share/man/man1" || exit 1; \
	else echo "No man page: swift-argument-parser's generate-manual is not built" \
	  "($(SWIFT) build --product generate-manual)."; fi
	@echo "Installed $(PREFIX)/bin/transit and its runtime in $(LIBDIR)."

uninstall:
	rm -f "$(PREFIX)/bin/transit" "$(PREFIX)/share/bash-completion/completions/transit" \
	  "$(PREFIX)/share/zsh/site-functions/_transit" \
	  "$(PREFIX)/share/fish/vendor_completions.d/transit.fish" \
	  "$(PREFIX)/share/man/man1/transit.1"
	rm -rf "$(LIBDIR)"

# Re-record every golden trace after a deliberate change to the engine.
traces: build
	TRANSIT_RECORD=1 $(SWIFT) test --filter GoldenTraceTests || true
	git status --short Traces

lint:
	$(SWIFT) format lint --strict -r Package.swift Sources Tests

format:
	$(SWIFT) format -i -r Package.swift Sources Tests
