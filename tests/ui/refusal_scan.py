"""The IllegalAction codes a game's rules can raise, read from their source (no game is played):

- `IllegalAction("code", ...)` anywhere in `rules/<id>/**/*.py`;
- `IllegalAction(*refusal)` or `IllegalAction(refusal, ...)`, where `refusal = some_function(...)` in
  the same function and that function (of the game's modules) returns "code" or ("code", {...}), or
  None, `a or b`, `a if c else b` of those, or what another of its functions returns;
- the money kit's functions (`money.pawn(...)`, ...) the game calls: the codes each raises, its
  "not yours" code being the game's `MoneyRules(not_owned=...)` (the kit's default if not named).

A first argument or a returned value the scan cannot follow (an f-string's code...) is reported, so
that a new way of raising is never missed.
"""

import ast
from dataclasses import dataclass, field
from pathlib import Path

from boardgames_desktop.rules import registry
from boardgames_desktop.rules.core import money

KIT = Path(registry.__file__).parent / "core"


@dataclass
class Found:
    codes: set[str] = field(default_factory=set)
    params: dict[str, set[str]] = field(default_factory=dict)  # code: the names of its parameters
    unfollowed: list[str] = field(default_factory=list)  # "file:line" of a raise the scan cannot read


def _is_illegal_action(call: ast.Call) -> bool:
    func = call.func
    return (isinstance(func, ast.Name) and func.id == "IllegalAction") or (
        isinstance(func, ast.Attribute) and func.attr == "IllegalAction")


def _functions(trees: dict[Path, ast.Module]) -> dict[str, ast.FunctionDef]:
    return {node.name: node for tree in trees.values() for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)}


def _codes_in(value: ast.AST, function: ast.FunctionDef, functions) -> set[str] | None:
    """The codes a returned value may be: "code", ("code", {...}), None, either side of `a if c else b`,
    each of `a or b`, what a function of the game's called here returns, or a name a loop of the
    function binds to "code"s (`for space, code in [(s, "not_yours"), ...]`); None when the scan
    cannot read it (an f-string, a name bound otherwise...)."""
    if isinstance(value, ast.IfExp):
        value = ast.BoolOp(op=ast.Or(), values=[value.body, value.orelse])
    if isinstance(value, ast.BoolOp):
        parts = [_codes_in(part, function, functions) for part in value.values]
        return None if None in parts else set().union(*parts)
    if isinstance(value, ast.Tuple) and value.elts:
        value = value.elts[0]
    if isinstance(value, ast.Constant) and (value.value is None or isinstance(value.value, str)):
        return set() if value.value is None else {value.value}
    if isinstance(value, ast.Name):
        return _loop_codes(value.id, function) or None
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Name):
        nested = {node.name: node for node in ast.walk(function) if isinstance(node, ast.FunctionDef)}
        called = nested.get(value.func.id) or functions.get(value.func.id)
        if called is not None:
            return set() if called is function or called in nested.values() else _returned_codes(called, functions)
    return None


def _loop_codes(name: str, function: ast.FunctionDef) -> set[str]:
    codes = set()
    for loop in ast.walk(function):
        if isinstance(loop, (ast.For, ast.comprehension)) and isinstance(loop.target, ast.Tuple):
            places = [i for i, target in enumerate(loop.target.elts) if isinstance(target, ast.Name) and target.id == name]
            for i in places:
                codes |= {item.elts[i].value for item in ast.walk(loop.iter)
                          if isinstance(item, ast.Tuple) and len(item.elts) == len(loop.target.elts)
                          and isinstance(item.elts[i], ast.Constant) and isinstance(item.elts[i].value, str)}
    return codes


def _returned_codes(function: ast.FunctionDef, functions) -> set[str] | None:
    """Every code `function` (its nested functions too) may return; None if one of its returns cannot be read."""
    codes = set()
    for node in ast.walk(function):
        if isinstance(node, ast.Return) and node.value is not None:
            found = _codes_in(node.value, function, functions)
            if found is None:
                return None
            codes |= found
    return codes


def _parents(tree: ast.Module) -> dict[ast.AST, ast.AST]:
    return {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}


def _follow(name: str, call: ast.Call, parents, functions) -> set[str] | None:
    """The codes `name` may hold where `call` raises it: what the function it was assigned from returns."""
    scope = parents.get(call)
    while scope is not None and not isinstance(scope, ast.FunctionDef):
        scope = parents.get(scope)
    if scope is None:
        return None
    codes = set()
    for node in ast.walk(scope):
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in node.targets):
            if not (isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Name)
                    and node.value.func.id in functions):
                return None  # bound to something else too: a code the scan cannot see
            returned = _returned_codes(functions[node.value.func.id], functions)
            if returned is None:
                return None
            codes |= returned
    return codes or None


def _raised(trees: dict[Path, ast.Module], functions, found: Found) -> None:
    for path, tree in trees.items():
        parents = _parents(tree)
        for call in ast.walk(tree):
            if not (isinstance(call, ast.Call) and _is_illegal_action(call)):
                continue
            if not call.args:  # IllegalAction(code=...): its code is not read
                found.unfollowed.append(f"{path.name}:{call.lineno}")
                continue
            first = call.args[0]
            keys = set()
            if len(call.args) > 1 and isinstance(call.args[1], ast.Dict):
                keys = {key.value for key in call.args[1].keys if isinstance(key, ast.Constant)}
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                codes = {first.value}
            else:
                inner = first.value if isinstance(first, ast.Starred) else first
                codes = _follow(inner.id, call, parents, functions) if isinstance(inner, ast.Name) else None
            if codes is None:
                found.unfollowed.append(f"{path.name}:{call.lineno}")
                continue
            for code in codes:
                found.codes.add(code)
                found.params.setdefault(code, set()).update(keys)


def _parse(paths) -> dict[Path, ast.Module]:
    return {path: ast.parse(path.read_text(encoding="utf-8")) for path in paths}


def kit_codes(not_owned: str) -> dict[str, set[str]]:
    """{function of the money kit: the codes it raises}, its "not yours" code being `not_owned`."""
    tree = _parse([KIT / "money.py"])[KIT / "money.py"]
    functions = {node.name: node for node in tree.body if isinstance(node, ast.FunctionDef)}
    raised: dict[str, set[str]] = {}
    for name, function in functions.items():
        codes = set()
        for call in ast.walk(function):
            if isinstance(call, ast.Call) and _is_illegal_action(call) and call.args:
                first = call.args[0]
                if isinstance(first, ast.Constant):
                    codes.add(first.value)
                elif isinstance(first, ast.Attribute) and first.attr == "not_owned":
                    codes.add(not_owned)
        raised[name] = codes
    for name, function in functions.items():  # one level of the kit's own helpers (_own)
        for call in ast.walk(function):
            if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id in functions:
                raised[name] |= raised[call.func.id]
    return raised


def _not_owned(trees) -> str:
    for tree in trees.values():
        for call in ast.walk(tree):
            if isinstance(call, ast.Call) and getattr(call.func, "id", None) == "MoneyRules":
                for keyword in call.keywords:
                    if keyword.arg == "not_owned" and isinstance(keyword.value, ast.Constant):
                        return keyword.value.value
    return money.MoneyRules.not_owned


def scan(game: str) -> Found:
    """Every IllegalAction code the rules of `game` (a game of the catalog in this package) can raise."""
    return scan_trees(_parse(sorted(registry.folder(game, f"rules/{game}").rglob("*.py"))))


def scan_trees(trees: dict[Path, ast.Module]) -> Found:
    """Every IllegalAction code the modules `trees` (a game's rules, parsed) can raise."""
    found = Found()
    _raised(trees, _functions(trees), found)
    kit = kit_codes(_not_owned(trees))
    for tree in trees.values():
        for call in ast.walk(tree):
            func = getattr(call, "func", None)
            if (isinstance(call, ast.Call) and isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name)
                    and func.value.id == "money" and func.attr in kit):
                found.codes |= kit[func.attr]
    return found
