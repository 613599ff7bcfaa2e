# The one entry point for building, running and testing Taproom.
# CI (.ci/run), the README and people all use these targets.

SWIFT ?= swift
# Every folder under Packages/ and Apps/ with a Package.swift, in dependency
# order, then Tests/ (end to end). New packages are picked up automatically.
PACKAGES := $(shell Scripts/list-packages)
LIBRARIES := $(filter Packages/%,$(PACKAGES))
APPS := $(filter Apps/%,$(PACKAGES))
# The test targets of the root package (the repository as one package), each
# run on its own like a package's tests, the end-to-end tests last. (All at
# once, in one process, timing-bound tests of the transports failed under
# the load of 269 tests in parallel.)
TEST_TARGETS = $(shell Scripts/umbrella --test-targets)
SWIFT_SOURCES = $(shell find Packages Apps Tests -name '*.swift' -not -path '*/.build/*' -not -path '*/.swiftpm/*')
PREFIX ?= $(HOME)/.local
ARGS ?= discover

.PHONY: schemathesis openapi feature docs api-check api-baseline bench bench-browse install ci-time run build test test-all umbrella test-architecture lint format clean list graph affected test-affected $(addprefix test-,$(notdir $(PACKAGES)))

## run: build and run taproom; pass arguments with ARGS="..."
run:
	@$(SWIFT) build --product taproom -q
	@"$$($(SWIFT) build --show-bin-path)/taproom" $(ARGS)

## build: build every package, app and test of the repository (as one package)
build:
	@$(SWIFT) build --build-tests

## test: architecture check, graph and manifest checks, format lint, then every package's tests and
## the end-to-end tests, built as one package (each dependency compiles once); prints its time
test:
	@start=$$(date +%s); $(MAKE) --no-print-directory test-all \
	  && echo "make test: passed in $$(( $$(date +%s) - start )) s"

test-all: test-architecture lint
	@echo "== build (the repository as one package, Package.swift)"
	@$(SWIFT) build --build-tests
	@echo "== public API against the baselines (Packages/*/API)"
	@Scripts/api check "$$($(SWIFT) build --show-bin-path)"
	@echo "== documentation (DocC, no warnings)"
	@Scripts/docs
	@echo "== taproom-server against docs/openapi.json (schemathesis)"
	@Scripts/schemathesis "$$($(SWIFT) build --show-bin-path)"
	@set -e; bin="$$($(SWIFT) build --show-bin-path)"; for t in $(TEST_TARGETS); do \
	  echo "== test $$t"; TAPROOM_BIN_DIR="$$bin" $(SWIFT) test --skip-build --filter "^$$t\."; \
	done

## test-architecture: the dependency rules (docs/architecture.md), the graph and root manifest checks, the scripts' tests
test-architecture:
	@echo "== architecture"
	@Scripts/check-architecture
	@Scripts/graph --check
	@Scripts/umbrella --check
	@Scripts/openapi --check
	@python3 -m unittest discover -s Scripts/tests

## test-e2e: build the apps, then run the end-to-end tests in Tests/
test-e2e:
	@$(SWIFT) build --build-tests
	@echo "== test Tests (end to end)"
	@TAPROOM_BIN_DIR="$$($(SWIFT) build --show-bin-path)" $(SWIFT) test --skip-build --filter '^EndToEndTests\.'

## umbrella: write the root Package.swift (the repository as one package) from the packages' manifests
umbrella:
	@Scripts/umbrella

## schemathesis: fuzz the built taproom-server against docs/openapi.json (part of make test)
schemathesis:
	@$(SWIFT) build --product taproom-server -q
	@Scripts/schemathesis "$$($(SWIFT) build --show-bin-path)" $(EXAMPLES)

## openapi: embed docs/openapi.json (the server's contract) in taproom-server
openapi:
	@Scripts/openapi

## graph: draw the package graph from the manifests into README.md (Mermaid)
graph:
	@Scripts/graph

## affected: the packages changed since BASE and everything that depends on them, in dependency order
affected:
	@Scripts/affected $(BASE)

## test-affected: test exactly the packages `make affected BASE=…` prints
test-affected:
	@set -e; affected="$$(Scripts/affected $(BASE))"; \
	if [ -z "$$affected" ]; then echo "no package is affected since $(BASE)"; fi; \
	for p in $$affected; do \
	  if [ "$$p" = Tests ]; then $(MAKE) --no-print-directory test-e2e; \
	  else echo "== test $$p"; $(SWIFT) test --package-path $$p; fi; \
	done

## test-<Package>: one package alone, for example make test-Common
$(addprefix test-,$(notdir $(LIBRARIES) $(APPS))): test-%:
	@$(SWIFT) test --package-path $(filter %/$*,$(LIBRARIES) $(APPS))

test-Tests: test-e2e

## lint: check formatting against .swift-format
lint:
	@echo "== format lint"
	@$(SWIFT) format lint --strict --parallel $(SWIFT_SOURCES)

## format: format every Swift file in place
format:
	@$(SWIFT) format format --in-place --parallel $(SWIFT_SOURCES)

## clean: remove every package's build folder
clean:
	@rm -rf .build .build-release .swiftpm
	@for p in $(PACKAGES); do rm -rf $$p/.build $$p/.swiftpm; done

## list: the packages in dependency order
list:
	@printf '%s\n' $(PACKAGES)

## install: release builds of taproom and taproom-server (static Swift runtime), completions and man pages under PREFIX (default ~/.local)
install:
	@Scripts/install "$(PREFIX)"

## ci-time: a fresh clone's make test against one debug build of every dependency, and the ratio (slow)
ci-time:
	@Scripts/ci-time

## api-check: each library package's public API against its committed baseline (Packages/*/API)
api-check:
	@$(SWIFT) build -q
	@Scripts/api check "$$($(SWIFT) build --show-bin-path)"

## api-baseline: record the current public API as the baseline, on purpose
api-baseline:
	@$(SWIFT) build -q
	@Scripts/api baseline "$$($(SWIFT) build --show-bin-path)"

## docs: DocC for every library package (swift-docc-plugin) as one static site under .docs/, failing on any warning
docs:
	@Scripts/docs

## feature: a new feature package from the template, for example make feature NAME=Ratings
feature:
	@Scripts/feature "$(NAME)"

## demo-<Feature>: run a feature's demo (its view models on its in-memory Environment)
demo-%:
	@if [ -d Packages/$*/Sources/$*Demo ]; then \
	  swift run --package-path Packages/$* $*Demo; \
	else \
	  echo "error: $* has no demo; features with one: $$(cd Packages && ls -d */Sources/*Demo 2>/dev/null | cut -d/ -f1 | tr '\n' ' ')" >&2; \
	  exit 2; \
	fi

## bench: benchmarks against curl, jq and cat in one run; prints a table, writes .bench/results.json
bench:
	@Scripts/bench

# Memory and pace of taproom browse from row 2,000 to row 60,000 of a
# 100,000-beer API (about 2.5 minutes, so not part of make bench).
bench-browse:
	@Scripts/release-build taproom
	@Scripts/browse-memory .build-release/release/taproom
