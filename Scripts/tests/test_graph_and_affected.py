"""Tests for Scripts/graph and Scripts/affected, on a copy of the real tree.

Run: python3 -m unittest discover -s Scripts/tests
"""
import pathlib
import shutil
import subprocess
import tempfile
import unittest

REPO = pathlib.Path(__file__).resolve().parents[2]
IGNORED = shutil.ignore_patterns(".build", ".build-*", ".swiftpm", "Package.resolved", ".git", ".bench")


class CopyOfTheTree(unittest.TestCase):
    """A copy of the repository (without build products), committed in a new git repository."""

    def setUp(self):
        self.temporary = tempfile.TemporaryDirectory(prefix="taproom-graph-")
        self.root = pathlib.Path(self.temporary.name) / "repo"
        shutil.copytree(REPO, self.root, ignore=IGNORED)
        self.git("init", "-q")
        self.git("add", "-A")
        self.git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base")

    def tearDown(self):
        self.temporary.cleanup()

    def git(self, *arguments):
        subprocess.run(["git", "-C", str(self.root), *arguments], check=True, capture_output=True)

    def run_script(self, name, *arguments):
        return subprocess.run([str(self.root / "Scripts" / name), *arguments], cwd=self.root,
                              capture_output=True, text=True)

    def append(self, relative, text):
        path = self.root / relative
        path.write_text(path.read_text() + text)


class GraphTests(CopyOfTheTree):
    def test_the_committed_graph_is_current_and_drawn_from_the_manifests(self):
        check = self.run_script("graph", "--check")
        self.assertEqual(check.returncode, 0, check.stderr)
        readme = (self.root / "README.md").read_text()
        self.assertIn("Packages_Catalog --> Packages_PunkContract", readme)
        self.assertIn("Apps_Taproom --> Packages_FavoritesFeature", readme)
        self.assertIn("Packages_Common -.-> Packages_TestSupport", readme)

    def test_a_new_edge_makes_the_graph_stale_until_it_is_drawn(self):
        manifest = self.root / "Apps/TaproomServer/Package.swift"
        text = manifest.read_text()
        manifest.write_text(text.replace('    .package(path: "../../Packages/Catalog"),\n',
                                         '    .package(path: "../../Packages/Catalog"),\n'
                                         '    .package(path: "../../Packages/PunkContract"),\n', 1)
                            .replace('.product(name: "Catalog", package: "Catalog"),',
                                     '.product(name: "Catalog", package: "Catalog"),\n'
                                     '        .product(name: "PunkContract", package: "PunkContract"),', 1))
        stale = self.run_script("graph", "--check")
        self.assertEqual(stale.returncode, 1)
        self.assertEqual(stale.stderr,
                         "error: the package graph in README.md is stale; run 'make graph' and commit README.md\n")
        self.assertEqual(self.run_script("graph").returncode, 0)
        self.assertIn("Apps_TaproomServer --> Packages_PunkContract", (self.root / "README.md").read_text())
        self.assertEqual(self.run_script("graph", "--check").returncode, 0)

    def test_a_manifest_that_does_not_parse_fails_and_changes_nothing(self):
        before = (self.root / "README.md").read_text()
        self.append("Packages/Common/Package.swift", "\nthis is not swift(\n")
        result = self.run_script("graph")
        self.assertEqual(result.returncode, 2)
        self.assertEqual(len(result.stderr.splitlines()), 1, result.stderr)
        self.assertTrue(result.stderr.startswith("error: "), result.stderr)
        self.assertIn("Packages/Common/Package.swift cannot be read", result.stderr)
        self.assertEqual((self.root / "README.md").read_text(), before)


class AffectedTests(CopyOfTheTree):
    def affected(self, base="HEAD"):
        result = self.run_script("affected", base)
        self.assertEqual(result.returncode, 0, result.stderr)
        return result.stdout.splitlines()

    def test_nothing_changed_affects_nothing(self):
        self.assertEqual(self.affected(), [])

    def test_a_change_in_common_affects_everything_but_test_support(self):
        self.append("Packages/Common/Sources/Common/Page.swift", "\n// changed\n")
        affected = self.affected()
        self.assertEqual(affected[0], "Packages/Common")
        self.assertEqual(set(affected), {
            "Packages/Common", "Packages/Networking", "Packages/AsyncHTTPTransport", "Packages/Catalog", "Packages/Paging",
            "Packages/DiscoveryFeature", "Packages/FavoritesFeature", "Apps/TaproomComposition",
            "Apps/Taproom", "Apps/TaproomMCP", "Apps/TaproomServer", "Tests"})
        self.assertEqual(affected[-1], "Tests")

    def test_a_change_in_a_feature_affects_the_apps_that_use_it_and_the_end_to_end_tests(self):
        self.append("Packages/FavoritesFeature/Sources/FavoritesFeature/Favorite.swift", "\n// changed\n")
        self.assertEqual(self.affected(), [
            "Packages/FavoritesFeature", "Apps/TaproomComposition", "Apps/Taproom", "Apps/TaproomMCP", "Tests"])

    def test_committed_and_untracked_changes_count_since_the_base(self):
        base = subprocess.run(["git", "-C", str(self.root), "rev-parse", "HEAD"], capture_output=True,
                              text=True).stdout.strip()
        self.append("Packages/PunkContract/Sources/PunkContract/PunkBeer.swift", "\n// changed\n")
        self.git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qam", "change")
        (self.root / "Apps/TaproomServer/Sources/TaproomServer/New.swift").write_text("// new\n")
        self.assertEqual(self.affected(base), [
            "Packages/PunkContract", "Packages/Catalog", "Packages/DiscoveryFeature",
            "Apps/TaproomComposition", "Apps/Taproom", "Apps/TaproomMCP", "Apps/TaproomServer", "Tests"])

    def test_a_file_outside_every_package_affects_nothing(self):
        self.append("README.md", "\nmore\n")
        self.assertEqual(self.affected(), [])

    def test_an_unknown_revision_fails_with_one_line(self):
        result = self.run_script("affected", "no-such-ref")
        self.assertEqual(result.returncode, 2)
        self.assertEqual(result.stdout, "")
        self.assertEqual(result.stderr, "error: unknown git revision 'no-such-ref'\n")


if __name__ == "__main__":
    unittest.main()
