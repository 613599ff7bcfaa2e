"""The repository's package graph, read from the manifests.

Shared by Scripts/graph (the Mermaid diagram in README.md) and
Scripts/affected (what a change touches). A package is a folder under
Packages/ or Apps/ that holds a Package.swift, plus Tests/ (the end-to-end
tests). Edges are the `.package(path:)` dependencies as SwiftPM reads them
(`swift package dump-package`), each marked as used by a shipped target or by
test targets only; Tests/ also uses every app, whose executables it runs.
"""
import concurrent.futures
import hashlib
import json
import os
import pathlib
import shutil
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


ROOT_MARK = "@ROOT@"


def _cache_folder():
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return pathlib.Path(base) / "taproom-manifests"


def _cache_key(folder, root):
    """The manifest's text, where it sits in the tree, and the swift that reads it."""
    swift = shutil.which("swift") or "swift"
    stamp = os.stat(swift).st_mtime_ns if os.path.exists(swift) else 0
    text = (folder / "Package.swift").read_bytes()
    where = str(folder.resolve().relative_to(root)).encode()
    return hashlib.sha256(text + b"\0" + where + b"\0" + f"{swift}:{stamp}".encode()).hexdigest()


def _rebase(value, old, new):
    """`value` with every string that starts with `old` starting with `new`."""
    if isinstance(value, str):
        return new + value[len(old):] if value.startswith(old) else value
    if isinstance(value, list):
        return [_rebase(item, old, new) for item in value]
    if isinstance(value, dict):
        return {key: _rebase(item, old, new) for key, item in value.items()}
    return value


def dump(folder):
    """SwiftPM's reading of a manifest (`swift package dump-package`).

    Each answer is kept in ~/.cache/taproom-manifests under a hash of the
    manifest's text, its place in the tree and the swift executable, with
    the tree's root abstracted, so an unchanged manifest (also in a copy of
    the tree, as the scripts' tests make) is read by SwiftPM once; about a
    second each otherwise.
    """
    folder = pathlib.Path(folder).resolve()
    root = folder.parent if folder.name == "Tests" else folder.parent.parent
    cached = _cache_folder() / f"{_cache_key(folder, root)}.json"
    if cached.is_file():
        try:
            return _rebase(json.loads(cached.read_text()), ROOT_MARK, str(root))
        except (OSError, ValueError):
            pass
    result = subprocess.run(["swift", "package", "dump-package", "--package-path", str(folder)],
                            capture_output=True, text=True)
    if result.returncode != 0:
        first = next((l for l in result.stderr.splitlines() if "error" in l), result.stderr.strip())
        raise ManifestError(f"{folder}/Package.swift cannot be read: {first.strip()}")
    manifest = json.loads(result.stdout)
    try:
        cached.parent.mkdir(parents=True, exist_ok=True)
        partial = cached.with_suffix(f".{os.getpid()}.tmp")
        partial.write_text(json.dumps(_rebase(manifest, str(root), ROOT_MARK)))
        partial.replace(cached)
    except OSError:
        pass  # no cache: every run reads the manifest again
    return manifest


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
