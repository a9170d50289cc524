# Transit: the two commands a fresh Debian machine needs.
#   make demo   install what is missing, build, trace a scenario and show its log
#   make test   install what is missing, build, run every test

SWIFT    ?= swift
SCENARIO ?= card-zoom
TRANSIT  := .build/debug/transit
SUDO     := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)

.PHONY: demo test deps build lint format traces teach

# libgvc (Graphviz) is linked in-process by the renderer; install it when pkg-config cannot see it.
deps:
	@if ! pkg-config --exists libgvc 2>/dev/null; then \
	  echo "Installing libgraphviz-dev and pkg-config..."; \
	  $(SUDO) apt-get update && $(SUDO) apt-get install -y libgraphviz-dev pkg-config; \
	fi

build: deps
	$(SWIFT) build

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

test: build
	$(SWIFT) build --build-tests
	$(SWIFT) test

# Re-record every golden trace after a deliberate change to the engine.
traces: build
	TRANSIT_RECORD=1 $(SWIFT) test --filter GoldenTraceTests || true
	git status --short Traces

lint:
	$(SWIFT) format lint --strict -r Package.swift Sources Tests

format:
	$(SWIFT) format -i -r Package.swift Sources Tests
