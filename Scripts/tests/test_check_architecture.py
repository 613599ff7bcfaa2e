"""Tests for Scripts/check-architecture.

Each test copies the real tree (without build products) to a temporary folder,
plants one violation, and expects the check to fail naming the file and line.
Run: python3 -m unittest discover -s Scripts/tests
"""
import pathlib
import shutil
import subprocess
import tempfile
import textwrap
import unittest

REPO = pathlib.Path(__file__).resolve().parents[2]
CHECK = REPO / "Scripts" / "check-architecture"
IGNORED = shutil.ignore_patterns(".build", ".swiftpm", "Package.resolved", ".git")


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text))


def add_package(root, name, dependencies=(), source="public struct Placeholder {}\n"):
    """Plants a minimal library package Packages/<name> depending on `dependencies`."""
    package_lines = "".join(f'    .package(path: "../{d}"),\n' for d in dependencies)
    product_lines = "".join(f'        .product(name: "{d}", package: "{d}"),\n' for d in dependencies)
    write(root / "Packages" / name / "Package.swift", f"""\
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
          name: "{name}",
          products: [.library(name: "{name}", targets: ["{name}"])],
          dependencies: [
        {package_lines}  ],
          targets: [
            .target(
              name: "{name}",
              dependencies: [
        {product_lines}      ]
            ),
          ]
        )
        """)
    write(root / "Packages" / name / "Sources" / name / f"{name}.swift", source)


class ArchitectureCheckTests(unittest.TestCase):
    def setUp(self):
        self.temporary = tempfile.TemporaryDirectory(prefix="taproom-arch-")
        self.root = pathlib.Path(self.temporary.name) / "repo"
        self.root.mkdir()
        for folder in ("Packages", "Apps", "Tests"):
            if (REPO / folder).is_dir():
                shutil.copytree(REPO / folder, self.root / folder, ignore=IGNORED)

    def tearDown(self):
        self.temporary.cleanup()

    def check(self):
        return subprocess.run([str(CHECK), str(self.root)], capture_output=True, text=True)

    def assertReported(self, location, message):
        result = self.check()
        self.assertEqual(result.returncode, 1, result.stdout + result.stderr)
        lines = result.stdout.splitlines()
        self.assertTrue(any(l.startswith(location) and message in l for l in lines),
                        f"expected '{location}…{message}' in:\n{result.stdout}")

    def edit(self, relative, old, new):
        path = self.root / relative
        text = path.read_text()
        self.assertIn(old, text)
        path.write_text(text.replace(old, new, 1))

    def line_of(self, relative, needle):
        lines = (self.root / relative).read_text().splitlines()
        return next(n for n, l in enumerate(lines, start=1) if needle in l)

    def test_real_tree_passes(self):
        result = self.check()
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        self.assertIn("architecture check: ok", result.stdout)

    def test_feature_depending_on_feature(self):
        add_package(self.root, "AlphaFeature")
        add_package(self.root, "BetaFeature", dependencies=["AlphaFeature"])
        manifest = "Packages/BetaFeature/Package.swift"
        line = self.line_of(manifest, '.product(name: "AlphaFeature"')
        self.assertReported(f"{manifest}:{line}:",
                            "BetaFeature depends on AlphaFeature: features never depend on each other")

    def test_package_depending_on_apps(self):
        manifest = "Packages/Common/Package.swift"
        self.edit(manifest, "  dependencies: [\n",
                  '  dependencies: [\n    .package(path: "../../Apps/Taproom"),\n')
        self.assertReported(f"{manifest}:{self.line_of(manifest, 'Apps/Taproom')}:",
                            "nothing in Packages/ may depend on Apps/")

    def test_test_support_in_a_shipped_target(self):
        manifest = "Packages/Common/Package.swift"
        self.edit(manifest, '      dependencies: [.product(name: "Logging", package: "swift-log")]',
                  '      dependencies: [\n        .product(name: "Logging", package: "swift-log"),\n'
                  '        .product(name: "TestSupport", package: "TestSupport"),\n      ]')
        line = self.line_of(manifest, '.product(name: "TestSupport"')
        self.assertReported(f"{manifest}:{line}:",
                            "target Common ships but depends on TestSupport")

    def test_common_depending_on_a_package_of_ours(self):
        add_package(self.root, "Helpers")
        manifest = "Packages/Common/Package.swift"
        self.edit(manifest, "  dependencies: [\n", '  dependencies: [\n    .package(path: "../Helpers"),\n')
        self.edit(manifest, '      dependencies: [.product(name: "Logging", package: "swift-log")]',
                  '      dependencies: [\n        .product(name: "Logging", package: "swift-log"),\n'
                  '        .product(name: "Helpers", package: "Helpers"),\n      ]')
        line = self.line_of(manifest, '.product(name: "Helpers"')
        self.assertReported(f"{manifest}:{line}:", "Common depends on Helpers, but may depend on nothing of ours only")

    def test_test_support_depending_on_a_package_of_ours(self):
        manifest = "Packages/TestSupport/Package.swift"
        self.edit(manifest, "  dependencies: [\n", '  dependencies: [\n    .package(path: "../Common"),\n')
        self.assertReported(f"{manifest}:{self.line_of(manifest, '../Common')}:",
                            "TestSupport depends on Common: TestSupport may depend on no package of ours")

    def test_undeclared_import(self):
        source = "Packages/Common/Sources/Common/Planted.swift"
        write(self.root / source, "import Foundation\n\n@preconcurrency import ArgumentParser\n")
        self.assertReported(f"{source}:3:", "imports ArgumentParser, which target Common does not declare")

    def test_feature_depending_on_catalog(self):
        manifest = "Packages/DiscoveryFeature/Package.swift"
        self.edit(manifest, '    .package(path: "../PunkContract"),\n',
                  '    .package(path: "../PunkContract"),\n    .package(path: "../Catalog"),\n')
        self.edit(manifest, '        .product(name: "PunkContract", package: "PunkContract"),\n      ]\n    ),',
                  '        .product(name: "PunkContract", package: "PunkContract"),\n'
                  '        .product(name: "Catalog", package: "Catalog"),\n      ]\n    ),')
        line = self.line_of(manifest, '.product(name: "Catalog"')
        self.assertReported(f"{manifest}:{line}:",
                            "DiscoveryFeature depends on Catalog, but may depend on Common, Networking, Paging, PunkContract only")

    def test_contract_depending_on_a_package_of_ours(self):
        manifest = "Packages/PunkContract/Package.swift"
        self.edit(manifest, "  dependencies: [\n", '  dependencies: [\n    .package(path: "../Common"),\n')
        self.edit(manifest, '    .target(name: "PunkContract"),',
                  '    .target(name: "PunkContract", dependencies: [.product(name: "Common", package: "Common")]),')
        line = self.line_of(manifest, '.product(name: "Common"')
        self.assertReported(f"{manifest}:{line}:", "PunkContract depends on Common, but may depend on nothing of ours only")

    def test_contract_imported_publicly(self):
        source = "Packages/Catalog/Sources/Catalog/BeerStore.swift"
        self.edit(source, "internal import PunkContract", "import PunkContract")
        self.assertReported(f"{source}:1:", "imports PunkContract publicly")

    def test_unguarded_glibc(self):
        source = "Packages/Common/Sources/Common/Planted.swift"
        write(self.root / source, """\
            #if canImport(Glibc)
              import Glibc
            #elseif canImport(Darwin)
              import Darwin
            #endif

            func now() -> Int { Int(Glibc.time(nil)) }
            """)
        self.assertReported(f"{source}:7:", "uses Glibc outside #if canImport(Glibc)")

    def test_public_repository_in_a_feature(self):
        add_package(self.root, "AlphaFeature",
                    source="struct Fine {}\n\npublic final class BeerRepository {}\n")
        self.assertReported("Packages/AlphaFeature/Sources/AlphaFeature/AlphaFeature.swift:3:",
                            "BeerRepository is public")

    def test_public_dto_in_a_feature(self):
        add_package(self.root, "AlphaFeature", source="public struct BeerDTO: Decodable {}\n")
        self.assertReported("Packages/AlphaFeature/Sources/AlphaFeature/AlphaFeature.swift:1:",
                            "BeerDTO is public")

    def test_an_error_about_storage_may_be_public(self):
        add_package(self.root, "AlphaFeature",
                    source="public struct AlphaStorageError: Error {}\n\nstruct AlphaRepository {}\n")
        result = self.check()
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)

    def test_third_party_type_in_a_feature_public_api(self):
        add_package(self.root, "AlphaFeature",
                    source="import Foundation\n\npublic func make(session: URLSession) {}\n")
        self.assertReported("Packages/AlphaFeature/Sources/AlphaFeature/AlphaFeature.swift:3:",
                            "public API names URLSession")


if __name__ == "__main__":
    unittest.main()
