# The one entry point for building, running and testing Taproom.
# CI (.ci/run), the README and people all use these targets.

SWIFT ?= swift
# Every folder under Packages/ and Apps/ with a Package.swift, in dependency
# order, then Tests/ (end to end). New packages are picked up automatically.
PACKAGES := $(shell Scripts/list-packages)
LIBRARIES := $(filter Packages/%,$(PACKAGES))
APPS := $(filter Apps/%,$(PACKAGES))
SWIFT_SOURCES = $(shell find Packages Apps Tests -name '*.swift' -not -path '*/.build/*' -not -path '*/.swiftpm/*')
TAPROOM := Apps/Taproom/.build/debug/taproom
ARGS ?= discover
# SwiftPM keeps each package's build plan (the source files of every target,
# its dependencies' too) and does not notice a file added, moved or removed in
# a path dependency: the next build fails with "missing inputs" or compiles a
# stale list. So when the list of Swift files in the tree has changed since a
# package last built, its plan is removed and SwiftPM plans again. (Always
# planning again is not free: it recompiled HummingbirdCore every time, 15 s.)
# The list is fingerprinted once per make run. Usage: $(call forget_plan,Packages/Common)
SOURCE_LIST := $(shell printf '%s\n' $(SWIFT_SOURCES) | sort | cksum)
forget_plan = if [ "$$(cat $(1)/.build/taproom-files 2>/dev/null)" != "$(SOURCE_LIST)" ]; then \
    rm -f $(1)/.build/debug.yaml $(1)/.build/release.yaml $(1)/.build/*/debug/description.json $(1)/.build/*/release/description.json; \
    mkdir -p $(1)/.build && echo "$(SOURCE_LIST)" > $(1)/.build/taproom-files; \
  fi

.PHONY: bench run build test test-architecture lint format clean list graph affected test-affected $(addprefix test-,$(notdir $(PACKAGES)))

## run: build and run taproom; pass arguments with ARGS="..."
run:
	@$(call forget_plan,Apps/Taproom)
	@$(SWIFT) build --package-path Apps/Taproom --product taproom -q
	@$(TAPROOM) $(ARGS)

## build: build every package and app
build:
	@set -e; for p in $(LIBRARIES) $(APPS); do echo "== build $$p"; $(call forget_plan,$$p); $(SWIFT) build --package-path $$p; done

## test: architecture check, format lint, every package's tests in dependency order, end-to-end tests
test: test-architecture lint
	@set -e; for p in $(LIBRARIES) $(APPS); do \
	  echo "== test $$p"; $(call forget_plan,$$p); $(SWIFT) test --package-path $$p; \
	done
	@$(MAKE) --no-print-directory test-e2e

## test-architecture: the dependency rules of SPEC §2, and the check's own tests
test-architecture:
	@echo "== architecture"
	@Scripts/check-architecture
	@Scripts/graph --check
	@python3 -m unittest discover -s Scripts/tests

## test-e2e: build the apps, then run the end-to-end tests in Tests/
test-e2e:
	@set -e; for p in $(APPS); do echo "== build $$p"; $(call forget_plan,$$p); $(SWIFT) build --package-path $$p; done
	@echo "== test Tests (end to end)"
	@$(call forget_plan,Tests)
	@$(SWIFT) test --package-path Tests

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
	  else echo "== test $$p"; $(call forget_plan,$$p); $(SWIFT) test --package-path $$p; fi; \
	done

## test-<Package>: one package alone, for example make test-Common
$(addprefix test-,$(notdir $(LIBRARIES) $(APPS))): test-%:
	@$(call forget_plan,$(filter %/$*,$(LIBRARIES) $(APPS)))
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
	@for p in $(PACKAGES); do rm -rf $$p/.build $$p/.swiftpm; done

## list: the packages in dependency order
list:
	@printf '%s\n' $(PACKAGES)

## bench: benchmarks against curl, jq and cat in one run; prints a table, writes .bench/results.json
bench:
	@Scripts/bench
