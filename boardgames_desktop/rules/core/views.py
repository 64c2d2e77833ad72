"""Views made the one cheap way: the rules' own data put into the view's models unvalidated.

A view is made for every move drawn and at every step of a computer's search. Validating the
rules' own data costs more than the rest of a view, and `model_construct`, pydantic's way without
validation, costs more still (it is plain Python that looks at every field). `trusted` sets what
`model_construct` sets and nothing else: every field is given (or has a plain default), so every
field is set. The contract tests validate every view they see (`model_validate_json` of its dump
gives it back), and the fuzz tests the views of many more games.
"""

from typing import TypeVar

from pydantic import BaseModel

Model = TypeVar("Model", bound=BaseModel)

_set = object.__setattr__
_new = object.__new__
_FIELDS: dict[type, tuple[set[str], dict]] = {}  # per model: its field names, its plain defaults


def _fields(model: type[BaseModel]) -> tuple[set[str], dict]:
    found = _FIELDS.get(model)
    if found is None:
        defaults = {name: field.default for name, field in model.model_fields.items()
                    if not field.is_required() and field.default_factory is None}
        found = _FIELDS[model] = set(model.model_fields), defaults
    return found


def trusted(model: type[Model], **fields) -> Model:
    """`model(**fields)` without validation: every field given, or left to its plain default."""
    names, defaults = _fields(model)
    if defaults:
        fields = {**defaults, **fields}
    made = _new(model)
    _set(made, "__dict__", fields)
    _set(made, "__pydantic_fields_set__", names)  # all of them (pydantic only ever adds a name to it)
    _set(made, "__pydantic_extra__", None)
    _set(made, "__pydantic_private__", None)
    return made
