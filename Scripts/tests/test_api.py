"""Tests for Scripts/api's reading of swift-api-digester dumps and its comparison.
Run: python3 -m unittest discover -s Scripts/tests
"""
import importlib.machinery
import importlib.util
import pathlib
import unittest

PATH = pathlib.Path(__file__).resolve().parents[2] / "Scripts" / "api"
loader = importlib.machinery.SourceFileLoader("api_script", str(PATH))
spec = importlib.util.spec_from_loader("api_script", loader)
api = importlib.util.module_from_spec(spec)
loader.exec_module(api)

DUMP = {"ABIRoot": {"kind": "Root", "children": [
    {"kind": "Import", "printedName": "Common"},
    {"kind": "TypeDecl", "declKind": "Class", "printedName": "PagedList", "children": [
        {"kind": "Function", "declKind": "Func", "printedName": "send(_:)", "children": [
            {"kind": "TypeNominal", "printedName": "Task"}, {"kind": "TypeNominal", "printedName": "PagingAction"}]},
        {"kind": "Function", "declKind": "Func", "printedName": "__derived_struct_equals(_:_:)"},
        {"kind": "Conformance", "printedName": "Observable"},
    ]},
]}}


class APITests(unittest.TestCase):
    def test_a_dump_becomes_one_line_per_public_symbol(self):
        self.assertEqual(api.api_lines(DUMP), [
            "Class PagedList",
            "Conformance PagedList: Observable",
            "Func PagedList.send(_:): Task, PagingAction",
        ])

    def test_a_removed_or_changed_symbol_is_reported_and_an_added_one_is_not_an_error(self):
        baseline = ["Class PagedList", "Func PagedList.send(_:): Task, PagingAction"]
        current = ["Class PagedList", "Func PagedList.send(_:): Task, PagingAction, Int", "Func PagedList.settled()"]
        removed, added = api.compare(baseline, current)
        self.assertEqual(removed, ["Func PagedList.send(_:): Task, PagingAction"])
        self.assertEqual(added, ["Func PagedList.send(_:): Task, PagingAction, Int", "Func PagedList.settled()"])

    def test_every_library_module_but_test_support_has_a_baseline(self):
        modules = api.library_modules()
        self.assertIn("Paging", [module for _, module in modules])
        self.assertNotIn("TestSupport", [module for _, module in modules])
        for folder, module in modules:
            self.assertTrue(api.baseline_file(folder, module).is_file(), f"{folder.name}/{module}")


if __name__ == "__main__":
    unittest.main()
