"""Reads the `wren` CLI's command tree from the Typer source of Canner/WrenAI at a tag.

Needs only the standard library: the source is parsed with `ast`, never imported, so the CLI's own
dependencies (typer, duckdb, ...) need not be installed. Run through scripts/tools/core-cli-snapshot.ts.

It follows what Typer does at runtime for the patterns the CLI uses:
- `x = typer.Typer(name=..., help=...)`, `app.add_typer(x)` (a group named by `name=`),
- `@x.command()`, `@x.command("name")`, `@x.command(name=...)`, `x.command(name=...)(imported_fn)`,
- `@app.callback(...)`: the root command's own options,
- parameters as `Annotated[T, typer.Option(...)]` (inline or through a module-level alias, also an
  imported one), `= typer.Option(default, ...)`, `typer.Argument(...)`, or plain parameters (an
  argument without a default, an option `--name` with one),
- command names from function names with `_` turned into `-`, as Typer does;
- a bool option declared without names gets `--name/--no-name`; with names, only those given.

Usage: python3 core-cli-snapshot.py <git dir> <tag> [<package dir>]
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys

REPO, TAG = sys.argv[1], sys.argv[2]
PACKAGE = sys.argv[3] if len(sys.argv) > 3 else "core/wren/src/wren"
ENTRY = ("wren.cli", "app")


def git(*args: str) -> str:
    return subprocess.run(["git", "-C", REPO, *args], check=True, capture_output=True, text=True).stdout


FILES = set(git("ls-tree", "-r", "--name-only", TAG, PACKAGE).split())
_modules: dict[str, "Module"] = {}


def module_file(module: str) -> str | None:
    rel = module.split(".")[1:]
    for candidate in (f"{PACKAGE}/{'/'.join(rel)}.py", f"{PACKAGE}/{'/'.join(rel + ['__init__'])}.py"):
        if candidate in FILES:
            return candidate
    return None


class Module:
    def __init__(self, name: str):
        self.name = name
        self.path = module_file(name)
        if self.path is None:
            raise SystemExit(f"core-cli-snapshot: no file for module {name} under {PACKAGE} at {TAG}")
        self.tree = ast.parse(git("show", f"{TAG}:{self.path}"))
        self.imports: dict[str, tuple[str, str]] = {}
        self.assigns: dict[str, ast.expr] = {}
        self.functions: dict[str, ast.FunctionDef] = {}
        for node in self.tree.body:
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                for alias in node.names:
                    self.imports[alias.asname or alias.name] = (node.module, alias.name)
            elif isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                self.assigns[node.targets[0].id] = node.value
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
                self.assigns[node.target.id] = node.value
            elif isinstance(node, ast.FunctionDef):
                self.functions[node.name] = node

    def resolve(self, name: str) -> tuple["Module", str]:
        """The module that defines `name` as seen from this one, following `from x import y`."""
        if name in self.imports:
            module, original = self.imports[name]
            if module.split(".")[0] == "wren" and module_file(module):
                return load(module).resolve(original)
        return self, name


def load(name: str) -> Module:
    if name not in _modules:
        _modules[name] = Module(name)
    return _modules[name]


def is_typer_call(node: ast.AST, attr: str) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == attr and isinstance(node.func.value, ast.Name) and node.func.value.id == "typer"


def keyword(call: ast.Call, name: str) -> ast.expr | None:
    return next((kw.value for kw in call.keywords if kw.arg == name), None)


def text(module: Module, node: ast.expr | None) -> str | None:
    """A string expression's value: constants, implicit concatenation, f-strings with module constants."""
    if node is None:
        return None
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        out = []
        for part in node.values:
            if isinstance(part, ast.Constant):
                out.append(str(part.value))
            elif isinstance(part, ast.FormattedValue):
                value = literal(module, part.value)
                out.append(str(value) if value is not None and not isinstance(value, dict) else "{" + ast.unparse(part.value) + "}")
        return "".join(out)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = text(module, node.left), text(module, node.right)
        return None if left is None or right is None else left + right
    if isinstance(node, ast.Name):
        owner, name = module.resolve(node.id)
        value = owner.assigns.get(name)
        return text(owner, value) if value is not None else None
    return None


def literal(module: Module, node: ast.expr | None):
    """A default's value when it is a literal (or a module constant); else a {"expr": source} record."""
    if node is None:
        return None
    try:
        return ast.literal_eval(node)
    except (ValueError, SyntaxError, TypeError):
        pass
    if isinstance(node, ast.Name):
        owner, name = module.resolve(node.id)
        value = owner.assigns.get(name)
        if value is not None and not isinstance(value, ast.Call):
            return literal(owner, value)
    as_text = text(module, node)
    if as_text is not None:
        return as_text
    return {"expr": ast.unparse(node)}


def clean_help(value: str | None) -> str | None:
    if value is None:
        return None
    return " ".join(value.split())


def first_paragraph(doc: str | None) -> str | None:
    if not doc:
        return None
    return clean_help(doc.strip().split("\n\n")[0])


def base_type(annotation: ast.expr | None) -> str:
    if annotation is None:
        return "str"
    source = ast.unparse(annotation).replace("typing.", "")
    for wrapper in ("Optional[", "Union["):
        if source.startswith(wrapper) and source.endswith("]"):
            source = source[len(wrapper):-1].split(",")[0].strip()
    if source.endswith("| None"):
        source = source[: -len("| None")].strip()
    if source.startswith("None |"):
        source = source[len("None |"):].strip()
    return source


def marker_of(module: Module, annotation: ast.expr | None) -> tuple[ast.expr | None, ast.Call | None, Module]:
    """For `Annotated[T, typer.Option(...)]` (inline or an alias): the type, the typer call and the module it is in."""
    if annotation is None:
        return None, None, module
    if isinstance(annotation, ast.Constant) and isinstance(annotation.value, str):
        annotation = ast.parse(annotation.value, mode="eval").body
    if isinstance(annotation, ast.Name):
        owner, name = module.resolve(annotation.id)
        value = owner.assigns.get(name)
        if isinstance(value, ast.Subscript):
            return marker_of(owner, value)
        return annotation, None, module
    if isinstance(annotation, ast.Subscript) and ast.unparse(annotation.value) in ("Annotated", "typing.Annotated"):
        elements = annotation.slice.elts if isinstance(annotation.slice, ast.Tuple) else [annotation.slice]
        call = next((e for e in elements[1:] if is_typer_call(e, "Option") or is_typer_call(e, "Argument")), None)
        return elements[0], call, module
    return annotation, None, module


def parameter(module: Module, arg: ast.arg, default: ast.expr | None) -> dict | None:
    type_node, call, owner = marker_of(module, arg.annotation)
    type_name = base_type(type_node)
    if type_name in ("typer.Context", "Context", "click.Context"):
        return None
    if call is None and default is not None and (is_typer_call(default, "Option") or is_typer_call(default, "Argument")):
        call, owner = default, module
        # typer.Option(default, "--flag", ...): the first positional is the default unless it is a name.
        first = call.args[0] if call.args else None
        if first is not None and not (isinstance(first, ast.Constant) and isinstance(first.value, str) and first.value.startswith("-")):
            default_node = first
            decls = call.args[1:]
        else:
            default_node = keyword(call, "default")
            decls = call.args
        required = isinstance(default_node, ast.Constant) and default_node.value is Ellipsis
        value = None if required else literal(module, default_node)
    else:
        decls = call.args if call is not None else []
        required = default is None
        value = None if default is None else literal(module, default)
    kind = "argument" if (call is not None and call.func.attr == "Argument") or (call is None and default is None) else "option"
    record: dict = {"param": arg.arg, "type": type_name, "required": required, "default": value}
    if call is not None:
        help_text = clean_help(text(owner, keyword(call, "help")))
        if help_text:
            record["help"] = help_text
        hidden = keyword(call, "hidden")
        if isinstance(hidden, ast.Constant) and hidden.value is True:
            record["hidden"] = True
        envvar = keyword(call, "envvar")
        if envvar is not None:
            record["envvar"] = literal(owner, envvar)
    if kind == "argument":
        return {"kind": "argument", "name": arg.arg, **record}
    names: list[str] = []
    negatives: list[str] = []
    for decl in decls:
        if isinstance(decl, ast.Constant) and isinstance(decl.value, str):
            for piece in decl.value.split("/"):
                piece = piece.strip()
                if not piece:
                    continue
                (negatives if "/" in decl.value and decl.value.split("/")[1].strip() == piece else names).append(piece)
    if not names:
        names = ["--" + arg.arg.replace("_", "-")]
        if type_name == "bool":
            negatives = ["--no-" + arg.arg.replace("_", "-")]
    long_names = [n for n in names if n.startswith("--")]
    short_names = [n for n in names if not n.startswith("--")]
    option = {"kind": "option", "name": (long_names or short_names)[0], "aliases": [n for n in long_names[1:] + short_names if n != (long_names or short_names)[0]], **record}
    if negatives:
        option["negative"] = negatives
    option["flag"] = type_name == "bool"
    return option


def command_from(module: Module, fn: ast.FunctionDef, path: str, help_node: ast.expr | None = None) -> dict:
    positional = fn.args.args
    defaults = [None] * (len(positional) - len(fn.args.defaults)) + list(fn.args.defaults)
    params = [parameter(module, a, d) for a, d in zip(positional, defaults)]
    params += [parameter(module, a, d) for a, d in zip(fn.args.kwonlyargs, fn.args.kw_defaults)]
    params = [p for p in params if p is not None]
    return {
        "path": path,
        "help": clean_help(text(module, help_node)) if help_node is not None else first_paragraph(ast.get_docstring(fn)),
        "source": f"{module.path}:{fn.lineno}",
        "arguments": [p for p in params if p["kind"] == "argument"],
        "options": [p for p in params if p["kind"] == "option"],
    }


def command_name(call: ast.Call, fn_name: str) -> str:
    explicit = call.args[0] if call.args else keyword(call, "name")
    if isinstance(explicit, ast.Constant) and isinstance(explicit.value, str):
        return explicit.value
    return fn_name.lower().replace("_", "-")


def walk_app(module: Module, app_name: str, path: str) -> list[dict]:
    """Every command registered on the Typer app `app_name` of `module`, depth first, in source order."""
    commands: list[dict] = []
    app_call = module.assigns.get(app_name)
    group_help = text(module, keyword(app_call, "help")) if isinstance(app_call, ast.Call) else None
    has_callback = False
    for node in module.tree.body:
        if isinstance(node, ast.FunctionDef):
            for deco in node.decorator_list:
                if isinstance(deco, ast.Call) and isinstance(deco.func, ast.Attribute) and isinstance(deco.func.value, ast.Name) and deco.func.value.id == app_name:
                    if deco.func.attr == "command":
                        commands.append(command_from(module, node, f"{path} {command_name(deco, node.name)}"))
                    elif deco.func.attr == "callback":
                        has_callback = True
                        commands.insert(0, {**command_from(module, node, path), "group": True})
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
            call = node.value
            func = call.func
            # app.command(name="ask")(imported_function)
            if isinstance(func, ast.Call) and isinstance(func.func, ast.Attribute) and func.func.attr == "command" and isinstance(func.func.value, ast.Name) and func.func.value.id == app_name and call.args and isinstance(call.args[0], ast.Name):
                owner, fn_name = module.resolve(call.args[0].id)
                commands.append(command_from(owner, owner.functions[fn_name], f"{path} {command_name(func, fn_name)}"))
            # app.add_typer(sub_app[, name=...])
            elif isinstance(func, ast.Attribute) and func.attr == "add_typer" and isinstance(func.value, ast.Name) and func.value.id == app_name and call.args and isinstance(call.args[0], ast.Name):
                owner, sub_name = module.resolve(call.args[0].id)
                sub_call = owner.assigns.get(sub_name)
                name_node = keyword(call, "name") or (keyword(sub_call, "name") if isinstance(sub_call, ast.Call) else None)
                name = text(owner, name_node)
                if not name:
                    raise SystemExit(f"core-cli-snapshot: {module.path}: add_typer({sub_name}) has no name")
                commands.extend(walk_app(owner, sub_name, f"{path} {name}"))
    if not has_callback:
        commands.insert(0, {"path": path, "help": clean_help(group_help), "group": True, "source": f"{module.path}", "arguments": [], "options": []})
    elif group_help and not commands[0]["help"]:
        commands[0]["help"] = clean_help(group_help)
    return commands


def project_keys() -> list[str]:
    """Keys of wren_project.yml the CLI reads: `.get("k")` / `["k"]` on a variable loaded from that file."""
    keys: set[str] = set()
    for path in sorted(FILES):
        if not path.endswith(".py") or "/skills_content/" in path:
            continue
        tree = ast.parse(git("show", f"{TAG}:{path}"))
        for fn in ast.walk(tree):
            if not isinstance(fn, ast.FunctionDef):
                continue
            source = ast.unparse(fn)
            if "load_project_config" not in source and "wren_project.yml" not in source and "PROJECT_FILE" not in source:
                continue
            loaded: set[str] = set()
            for node in ast.walk(fn):
                if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                    value = node.value
                    if isinstance(value, ast.BoolOp):  # yaml.safe_load(...) or {}
                        value = value.values[0]
                    if isinstance(value, ast.Call):
                        name = ast.unparse(value.func)
                        if name.endswith("load_project_config") or (name.endswith("safe_load") and any(hint in ast.unparse(value) for hint in ("PROJECT_FILE", "wren_project", "project_yml", "config_file"))):
                            loaded.add(node.targets[0].id)
            for node in ast.walk(fn):
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get" and isinstance(node.func.value, ast.Name) and node.func.value.id in loaded and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
                    keys.add(node.args[0].value)
                if isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load) and isinstance(node.value, ast.Name) and node.value.id in loaded and isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str):
                    keys.add(node.slice.value)
    return sorted(keys)


def connection_fields() -> dict[str, list[str]]:
    """For each `datasource` value, the profile keys its connection model reads (field names and aliases), from
    DataSource._build_connection_info and the pydantic models in wren.model."""
    models = load("wren.model")
    classes = {node.name: node for node in models.tree.body if isinstance(node, ast.ClassDef)}

    def fields(name: str) -> set[str]:
        cls = classes.get(name)
        if cls is None:
            return set()
        out: set[str] = set()
        for base in cls.bases:
            if isinstance(base, ast.Name):
                out |= fields(base.id)
        for node in cls.body:
            if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and not node.target.id.startswith("_") and node.target.id != "model_config":
                out.add(node.target.id)
                if isinstance(node.value, ast.Call):
                    alias = keyword(node.value, "alias")
                    if isinstance(alias, ast.Constant) and isinstance(alias.value, str):
                        out.add(alias.value)
        return out

    source = load("wren.model.data_source")
    build = next(
        fn for cls in source.tree.body if isinstance(cls, ast.ClassDef) and cls.name == "DataSource"
        for fn in cls.body if isinstance(fn, ast.FunctionDef) and fn.name == "_build_connection_info"
    )
    url_keys = fields("ConnectionUrl")
    result: dict[str, set[str]] = {}
    for node in ast.walk(build):
        if not isinstance(node, ast.match_case):
            continue
        names = [ast.unparse(p.value).split(".")[-1] for p in ast.walk(node.pattern) if isinstance(p, ast.MatchValue)]
        classes_used = {call.func.value.id for call in ast.walk(ast.Module(body=node.body, type_ignores=[])) if isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.func.attr == "model_validate" and isinstance(call.func.value, ast.Name)}
        keys = set().union(*(fields(c) for c in classes_used)) if classes_used else set()
        for name in names:
            result[name] = keys | url_keys | {"datasource"}
    return {name: sorted(keys) for name, keys in sorted(result.items())}


def main() -> None:
    entry = load(ENTRY[0])
    commands = walk_app(entry, ENTRY[1], "wren")
    # Typer's own options: --help on every command, shell completion on the root (add_completion defaults to on).
    root_call = entry.assigns.get(ENTRY[1])
    completion = keyword(root_call, "add_completion") if isinstance(root_call, ast.Call) else None
    for command in commands:
        command["options"].append({"kind": "option", "name": "--help", "aliases": [], "param": "help", "type": "bool", "required": False, "default": False, "flag": True, "builtin": True})
    if not (isinstance(completion, ast.Constant) and completion.value is False):
        for name in ("--install-completion", "--show-completion"):
            commands[0]["options"].append({"kind": "option", "name": name, "aliases": [], "param": name[2:].replace("-", "_"), "type": "bool", "required": False, "default": False, "flag": True, "builtin": True})
    snapshot = {
        "repository": "Canner/WrenAI",
        "tag": TAG,
        "commit": git("rev-list", "-n", "1", TAG).strip(),
        "package": PACKAGE,
        "entry": f"{ENTRY[0]}:{ENTRY[1]}",
        "commands": commands,
        "project_keys": project_keys(),
        "connections": connection_fields(),
    }
    json.dump(snapshot, sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")


main()
