"""Scripts/openapi (the embedded contract) and Scripts/schemathesis: their refusals.
Run: python3 -m unittest discover -s Scripts/tests
"""
import json
import pathlib
import subprocess
import tempfile
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2]
TARGET = "Apps/TaproomServer/Sources/TaproomServer/OpenAPIDocument.swift"


def run(*arguments):
    return subprocess.run([str(a) for a in arguments], capture_output=True, text=True)


class OpenAPITests(unittest.TestCase):
    def setUp(self):
        self.temporary = tempfile.TemporaryDirectory()
        self.root = pathlib.Path(self.temporary.name)
        (self.root / "docs").mkdir()
        (self.root / TARGET).parent.mkdir(parents=True)

    def tearDown(self):
        self.temporary.cleanup()

    def write(self, document):
        (self.root / "docs/openapi.json").write_text(document)

    def test_the_committed_swift_file_is_current(self):
        result = run(ROOT / "Scripts/openapi", "--check")
        self.assertEqual(result.returncode, 0, result.stderr)

    def test_a_stale_swift_file_is_named_and_writing_makes_it_current(self):
        self.write(json.dumps({"openapi": "3.1.0", "paths": {}}))
        stale = run(ROOT / "Scripts/openapi", "--check", self.root)
        self.assertEqual(stale.returncode, 1)
        self.assertEqual(stale.stderr, f"error: {TARGET} is stale; run make openapi\n")
        self.assertEqual(run(ROOT / "Scripts/openapi", self.root).returncode, 0)
        self.assertEqual(run(ROOT / "Scripts/openapi", "--check", self.root).returncode, 0)
        self.assertIn('{"openapi":"3.1.0","paths":{}}', (self.root / TARGET).read_text())

    def test_a_document_that_is_not_json_or_not_3_1_is_refused(self):
        self.write("{ not json")
        broken = run(ROOT / "Scripts/openapi", self.root)
        self.assertEqual(broken.returncode, 2)
        self.assertTrue(broken.stderr.startswith("error: docs/openapi.json: "), broken.stderr)
        self.write(json.dumps({"openapi": "3.0.3"}))
        old = run(ROOT / "Scripts/openapi", self.root)
        self.assertEqual(old.returncode, 2)
        self.assertEqual(old.stderr,
                         "error: docs/openapi.json: it must declare openapi 3.1.x\n")
        self.assertFalse((self.root / TARGET).exists(), "nothing is written")


class SchemathesisTests(unittest.TestCase):
    def test_a_folder_without_the_server_is_refused(self):
        with tempfile.TemporaryDirectory() as folder:
            result = run(ROOT / "Scripts/schemathesis", folder)
        self.assertEqual(result.returncode, 2)
        self.assertEqual(result.stderr, f"error: {folder}/taproom-server is not built\n")

    def test_no_folder_is_a_usage_error(self):
        result = run(ROOT / "Scripts/schemathesis")
        self.assertEqual(result.returncode, 2)
        self.assertEqual(result.stderr, "error: give the folder of the built taproom-server\n")


if __name__ == "__main__":
    unittest.main()
