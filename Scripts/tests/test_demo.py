"""make demo-X for a package without a demo names the ones that have one.
Run: python3 -m unittest discover -s Scripts/tests
"""
import pathlib
import subprocess
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2]


class DemoTests(unittest.TestCase):
    def test_a_package_without_a_demo_lists_the_ones_that_have_one(self):
        result = subprocess.run(["make", "-s", "-C", str(ROOT), "demo-Common"], capture_output=True,
                                text=True)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("error: Common has no demo; features with one: DiscoveryFeature FavoritesFeature",
                      result.stderr)
        self.assertEqual(result.stdout, "")


if __name__ == "__main__":
    unittest.main()
