"""Tests for Scripts/install's refusals (the full install is a release build,
too slow for make test; see the README for its measured run).
Run: python3 -m unittest discover -s Scripts/tests
"""
import pathlib
import subprocess
import tempfile
import unittest

INSTALL = pathlib.Path(__file__).resolve().parents[2] / "Scripts" / "install"


class InstallTests(unittest.TestCase):
    def run_install(self, *arguments):
        return subprocess.run([str(INSTALL), *arguments], capture_output=True, text=True)

    def test_a_prefix_that_cannot_be_written_fails_with_one_line_and_changes_nothing(self):
        for prefix in ("/proc/taproom-prefix", "/proc/taproom/a/b"):
            result = self.run_install(prefix)
            self.assertEqual(result.returncode, 73)
            self.assertEqual(result.stdout, "")
            self.assertEqual(result.stderr, f"error: cannot install into {prefix}: it cannot be written\n")
            self.assertFalse(pathlib.Path(prefix).exists())

    def test_a_prefix_under_a_file_fails_and_leaves_no_folder(self):
        with tempfile.TemporaryDirectory() as folder:
            blocker = pathlib.Path(folder) / "file"
            blocker.write_text("x")
            result = self.run_install(str(blocker / "prefix"))
            self.assertEqual(result.returncode, 73)
            self.assertEqual(sorted(p.name for p in pathlib.Path(folder).iterdir()), ["file"])

    def test_no_prefix_is_a_usage_error(self):
        result = self.run_install()
        self.assertEqual(result.returncode, 64)
        self.assertEqual(result.stderr, "error: name the folder to install into: make install PREFIX=~/.local\n")


if __name__ == "__main__":
    unittest.main()
