"""The repository's package graph, read from the manifests.

Shared by Scripts/graph (the Mermaid diagram in README.md) and
Scripts/affected (what a change touches). A package is a folder under
Packages/ or Apps/ that holds a Package.swift, plus Tests/ (the end-to-end
tests). Edges are the `.package(path:)` dependencies as SwiftPM reads them
(`swift package dump-package`), each marked as used by a shipped target or by
test targets only; Tests/ also uses every app, whose executables it runs.
"""
import concurrent.futures
import json
import pathlib
import subprocess


class ManifestError(Exception):
    """A Package.swift that SwiftPM cannot read."""


def package_folders(root):
    folders = []
    for group in ("Packages", "Apps"):
        base = root / group
        if base.is_dir():
            folders += sorted(p for p in base.iterdir() if (p / "Package.swift").is_file())
    if (root / "Tests" / "Package.swift").is_file():
        folders.append(root / "Tests")
    return folders


def dump(folder):
    result = subprocess.run(["swift", "package", "dump-package", "--package-path", str(folder)],
                            capture_output=True, text=True)
    if result.returncode != 0:
        first = next((l for l in result.stderr.splitlines() if "error" in l), result.stderr.strip())
        raise ManifestError(f"{folder}/Package.swift cannot be read: {first.strip()}")
    return json.loads(result.stdout)


def label(root, folder):
    """`Packages/Common`, `Apps/Taproom`, `Tests`."""
    return str(folder.resolve().relative_to(root.resolve()))


def read_graph(root):
    """{package label: {dependency label: "shipped" | "tests"}}.

    Raises ManifestError when a manifest does not parse.
    """
    root = root.resolve()
    folders = package_folders(root)
    with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
        manifests = list(pool.map(dump, folders))
    graph = {}
    for folder, manifest in zip(folders, manifests):
        identities = {}
        for dependency in manifest["dependencies"]:
            for info in dependency.get("fileSystem", []):
                identities[info["identity"]] = label(root, pathlib.Path(info["path"]))
        edges = {}
        for target in manifest["targets"]:
            for dependency in target.get("dependencies", []):
                if "product" not in dependency:
                    continue
                ours = identities.get((dependency["product"][1] or "").lower())
                if ours is None:
                    continue
                kind = "tests" if target["type"] == "test" else "shipped"
                if edges.get(ours) != "shipped":
                    edges[ours] = kind
        graph[label(root, folder)] = edges
    # The end-to-end tests run the apps' built executables: they use every app.
    if "Tests" in graph:
        for name in graph:
            if name.startswith("Apps/"):
                graph["Tests"].setdefault(name, "tests")
    return graph


def dependency_order(graph):
    """Labels with every package after what it depends on; ties by group, then name."""
    def key(name):
        return ({"Packages": 0, "Apps": 1}.get(name.split("/")[0], 2), name)
    remaining = {name: set(edges) for name, edges in graph.items()}
    ordered = []
    while remaining:
        ready = sorted((n for n, deps in remaining.items() if not deps & remaining.keys()), key=key)
        if not ready:
            raise ManifestError("package dependency cycle among: " + ", ".join(sorted(remaining)))
        ordered.append(ready[0])
        del remaining[ready[0]]
    return ordered
