"""make feature NAME=…: refusals change nothing; a new feature builds, tests, demos and
joins the graph without editing anything else (in a temporary copy of the repository).
Run: python3 -m unittest discover -s Scripts/tests
"""
import os
import pathlib
import shutil
import subprocess
import tempfile
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2]


def copy_repository(into):
    """The repository's files (tracked and new, not ignored) in `into`, as a fresh git repository."""
    files = subprocess.run(["git", "-C", str(ROOT), "ls-files", "-co", "--exclude-standard", "-z"],
                           capture_output=True, check=True).stdout.split(b"\0")
    for name in filter(None, files):
        source = ROOT / os.fsdecode(name)
        if source.is_file():
            target = into / os.fsdecode(name)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    for command in (["init", "-q"], ["add", "-A"],
                    ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base"]):
        subprocess.run(["git", "-C", str(into), *command], check=True)


def snapshot(root):
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if ".git" not in p.parts)


def run(*arguments, cwd):
    return subprocess.run(list(arguments), cwd=cwd, capture_output=True, text=True)


class FeatureRefusalTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.temporary = tempfile.TemporaryDirectory()
        cls.root = pathlib.Path(cls.temporary.name)
        for folder in ("Packages/DiscoveryFeature", "Scripts"):
            (cls.root / folder).mkdir(parents=True)
        (cls.root / "Packages/DiscoveryFeature/Package.swift").write_text("// exists\n")

    @classmethod
    def tearDownClass(cls):
        cls.temporary.cleanup()

    def refuse(self, name, message):
        before = snapshot(self.root)
        manifest = (self.root / "Packages/DiscoveryFeature/Package.swift").read_text()
        result = run(str(ROOT / "Scripts/feature"), name, str(self.root), cwd=self.root)
        self.assertEqual(result.returncode, 2, result.stderr)
        self.assertEqual(result.stdout, "")
        self.assertEqual(result.stderr, f"error: {message}\n")
        self.assertEqual(snapshot(self.root), before, "nothing is created")
        self.assertEqual((self.root / "Packages/DiscoveryFeature/Package.swift").read_text(), manifest,
                         "nothing is overwritten")

    def test_an_empty_name(self):
        self.refuse("", "give the feature a name: make feature NAME=Ratings")

    def test_names_that_are_not_swift_identifiers(self):
        for name in ("9Lives", "My-Feature", "Ratings Feature", "Bière", "Ratings;rm"):
            with self.subTest(name=name):
                self.refuse(name, f"'{name}' is not a Swift identifier: use letters, digits and "
                                  "underscores, a letter first")

    def test_a_lower_case_name(self):
        self.refuse("ratings", "'ratings' must start with an upper-case letter: it names types "
                               "(RatingsEnvironment)")

    def test_a_name_swift_already_uses(self):
        self.refuse("String", "'String' is a name Swift already uses; choose another")

    def test_a_feature_that_exists(self):
        self.refuse("Discovery", "Packages/DiscoveryFeature already exists; nothing was changed")
        self.refuse("DiscoveryFeature", "Packages/DiscoveryFeature already exists; nothing was changed")

    def test_make_passes_the_name(self):
        result = run("make", "-s", "-C", str(ROOT), "feature", "NAME=", cwd=ROOT)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("error: give the feature a name: make feature NAME=Ratings", result.stderr)


@unittest.skipUnless(shutil.which("swift"), "needs the Swift toolchain")
class ScaffoldEndToEndTests(unittest.TestCase):
    def test_a_new_feature_builds_tests_demos_and_joins_the_graph(self):
        with tempfile.TemporaryDirectory() as temporary:
            root = pathlib.Path(temporary) / "main"
            copy_repository(root)
            (pathlib.Path(temporary) / "shared").symlink_to(ROOT.parent / "shared")

            created = run("make", "-s", "feature", "NAME=Ratings", cwd=root)
            self.assertEqual(created.returncode, 0, created.stderr)
            self.assertIn("created Packages/RatingsFeature", created.stdout)
            package = root / "Packages/RatingsFeature"
            for path in ("Package.swift", "README.md", "Sources/RatingsFeature/RatingsEnvironment.swift",
                         "Sources/RatingsFeature/RatingsViewModel.swift",
                         "Sources/RatingsFeature/Documentation.docc/RatingsFeature.md",
                         "Sources/RatingsFeatureDemo/main.swift",
                         "Tests/RatingsFeatureTests/RatingsViewModelTests.swift"):
                self.assertTrue((package / path).is_file(), path)
            environment = (package / "Sources/RatingsFeature/RatingsEnvironment.swift").read_text()
            for member in ("public static func live(", "public static func inMemory("):
                self.assertIn(member, environment)
            self.assertIn("static var failing: RatingsEnvironment",
                          (package / "Tests/RatingsFeatureTests/Support.swift").read_text())

            tested = run("make", "-s", "test-RatingsFeature", cwd=root)
            self.assertEqual(tested.returncode, 0, tested.stdout[-3000:] + tested.stderr[-3000:])
            self.assertIn("Test run with 6 tests", tested.stdout + tested.stderr)

            demo = run("make", "-s", "demo-RatingsFeature", cwd=root)
            self.assertEqual(demo.returncode, 0, demo.stderr[-2000:])
            self.assertIn("== first page (3 of 7)\n  1  Demo item 1", demo.stdout)

            self.assertEqual(run("Scripts/check-architecture", cwd=root).returncode, 0)
            self.assertIn("Packages/RatingsFeature", run("make", "-s", "list", cwd=root).stdout.split())
            self.assertEqual(run("Scripts/graph", "--check", cwd=root).returncode, 0, "graph current")
            self.assertIn("RatingsFeature", (root / "README.md").read_text())
            self.assertEqual(run("Scripts/umbrella", "--check", cwd=root).returncode, 0, "root manifest current")
            self.assertIn('"RatingsFeatureTests"', (root / "Package.swift").read_text())
            self.assertEqual(run("make", "-s", "affected", "BASE=HEAD", cwd=root).stdout.split(),
                             ["Packages/RatingsFeature"])
            lint = run("swift", "format", "lint", "--strict", *[str(p) for p in package.rglob("*.swift")
                                                                if ".build" not in p.parts], cwd=root)
            self.assertEqual(lint.returncode, 0, lint.stderr)

            again = run("make", "-s", "feature", "NAME=Ratings", cwd=root)
            self.assertEqual(again.returncode, 2)
            self.assertIn("error: Packages/RatingsFeature already exists; nothing was changed\n",
                          again.stderr)


if __name__ == "__main__":
    unittest.main()
