"""Every request the loopback Discord receives is checked twice: against the limits Discord
documents for messages, components and commands (which its OpenAPI spec does not all state,
e.g. content is 2000 characters for a bot, the spec says 4000), and against the request
schema of the operation in Discord's own OpenAPI specification (devkit/discord_spec/).

A check returns sentences, one per violation; an empty list is a valid request.
"""

from __future__ import annotations

import json
import os
from functools import cache
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

CONTENT_MAX = 2000
ACTION_ROWS_MAX = 5
BUTTONS_PER_ROW_MAX = 5
LABEL_MAX = 80
CUSTOM_ID_MAX = 100
SELECT_OPTIONS_MAX = 25
OPTION_TEXT_MAX = 100  # a select option's label, value and description
PLACEHOLDER_MAX = 150
FILES_MAX = 10
FILE_BYTES_MAX = 8 << 20  # the attachment_size_limit the loopback's interactions announce
COMMANDS_MAX = 100
COMMAND_NAME_MAX = 32
DESCRIPTION_MAX = 100
COMMAND_OPTIONS_MAX = 25
COMMAND_CHOICES_MAX = 25

BUTTON, SELECT = 2, 3
SPEC_URI = "urn:discord-api-spec"


# -- Discord's documented limits ----------------------------------------------------------------
def message_limits(message: dict[str, Any], files: list[tuple[str, int]]) -> list[str]:
    """A message body (a create, an edit, a followup, an interaction response's data)."""
    out: list[str] = []
    content = message.get("content")
    if isinstance(content, str) and len(content) > CONTENT_MAX:
        out.append(f"content has {len(content)} characters (at most {CONTENT_MAX})")
    rows = message.get("components") or []
    if len(rows) > ACTION_ROWS_MAX:
        out.append(f"{len(rows)} action rows (at most {ACTION_ROWS_MAX})")
    for r, row in enumerate(rows):
        out += [f"row {r + 1}: {v}" for v in _row_limits(row)]
    if len(files) > FILES_MAX:
        out.append(f"{len(files)} files (at most {FILES_MAX})")
    for name, size in files:
        if size == 0:
            out.append(f"file {name} is empty (0 bytes)")
        if size > FILE_BYTES_MAX:
            out.append(f"file {name} has {size} bytes (at most {FILE_BYTES_MAX})")
    return out


def _row_limits(row: dict[str, Any]) -> list[str]:
    items = row.get("components") or []
    if row.get("type") != 1:
        return [f"a top-level component of type {row.get('type')} is not an action row"]
    out = []
    buttons = [c for c in items if c.get("type") == BUTTON]
    selects = [c for c in items if c.get("type") != BUTTON]
    if len(buttons) > BUTTONS_PER_ROW_MAX:
        out.append(f"{len(buttons)} buttons (at most {BUTTONS_PER_ROW_MAX})")
    if selects and (len(items) > 1):
        out.append("a select menu shares its row with other components")
    if not items:
        out.append("an empty action row")
    for c in items:
        out += _component_limits(c)
    return out


def _component_limits(c: dict[str, Any]) -> list[str]:
    out = []
    custom_id = c.get("custom_id")
    if custom_id is not None and not 1 <= len(custom_id) <= CUSTOM_ID_MAX:
        n = len(custom_id)
        out.append(f"custom_id {custom_id[:40]!r}… has {n} characters (1 to {CUSTOM_ID_MAX})")
    if c.get("type") == BUTTON:
        label = c.get("label") or ""
        if len(label) > LABEL_MAX:
            out.append(
                f"button label {label[:40]!r}… has {len(label)} characters (at most {LABEL_MAX})"
            )
        if not label and not c.get("emoji"):
            out.append("a button with neither label nor emoji")
        if (c.get("style") == 5) != (c.get("url") is not None) or (
            c.get("style") != 5 and custom_id is None
        ):
            out.append("a button needs a url (link style) or else a custom_id")
    if c.get("type") == SELECT:
        options = c.get("options") or []
        if not 1 <= len(options) <= SELECT_OPTIONS_MAX:
            out.append(f"a select menu with {len(options)} options (1 to {SELECT_OPTIONS_MAX})")
        for o in options:
            for key in ("label", "value", "description"):
                text = o.get(key) or ""
                if len(text) > OPTION_TEXT_MAX:
                    out.append(
                        f"select option {key} has {len(text)} characters "
                        f"(at most {OPTION_TEXT_MAX})"
                    )
        if len(c.get("placeholder") or "") > PLACEHOLDER_MAX:
            out.append(f"select placeholder is over {PLACEHOLDER_MAX} characters")
        values = [o.get("value") for o in options]
        if len(set(values)) != len(values):
            out.append("a select menu repeats an option value")
    return out


def commands_limits(commands: list[dict[str, Any]]) -> list[str]:
    """A bulk overwrite of application commands."""
    out = []
    if len(commands) > COMMANDS_MAX:
        out.append(f"{len(commands)} commands (at most {COMMANDS_MAX})")
    names = [c.get("name") for c in commands]
    if len(set(names)) != len(names):
        out.append("two commands share a name")
    for c in commands:
        out += [f"/{c.get('name')}: {v}" for v in _command_limits(c)]
    return out


def _command_limits(c: dict[str, Any]) -> list[str]:
    out = []
    name, description = c.get("name") or "", c.get("description") or ""
    if not 1 <= len(name) <= COMMAND_NAME_MAX or name != name.lower():
        out.append(f"name {name!r} must be 1 to {COMMAND_NAME_MAX} lower-case characters")
    if c.get("type", 1) == 1 and not 1 <= len(description) <= DESCRIPTION_MAX:
        out.append(f"description has {len(description)} characters (1 to {DESCRIPTION_MAX})")
    options = c.get("options") or []
    if len(options) > COMMAND_OPTIONS_MAX:
        out.append(f"{len(options)} options (at most {COMMAND_OPTIONS_MAX})")
    required_seen_optional = False
    for o in options:
        if o.get("required"):
            if required_seen_optional:
                out.append(f"required option {o.get('name')!r} follows an optional one")
        else:
            required_seen_optional = True
        if len(o.get("choices") or []) > COMMAND_CHOICES_MAX:
            out.append(f"option {o.get('name')!r} has over {COMMAND_CHOICES_MAX} choices")
        out += [f"option {v}" for v in _command_limits({**o, "type": 1})]
    return out


# -- Discord's OpenAPI request schemas ---------------------------------------------------------
def spec_path() -> Path | None:
    """Where Discord's openapi.json is: $DISCORD_API_SPEC, devkit/discord_spec/, or a
    discord-api-spec/ folder in the shared/ folder beside the checkout. None: not found."""
    here = Path(__file__).resolve().parents[1] / "discord_spec" / "openapi.json"
    shared = Path(__file__).resolve().parents[3] / "shared" / "discord-api-spec" / "openapi.json"
    for candidate in (os.environ.get("DISCORD_API_SPEC"), here, shared):
        if candidate and Path(candidate).is_file():
            return Path(candidate)
    return None


@cache
def _spec() -> dict[str, Any] | None:
    path = spec_path()
    return json.loads(path.read_text(encoding="utf-8")) if path else None


@cache
def _validator(template: str, method: str, content_type: str) -> Draft202012Validator | None:
    spec = _spec()
    if spec is None:
        return None
    body = spec["paths"][template][method.lower()].get("requestBody", {}).get("content", {})
    if content_type not in body:
        return None
    pointer = "/".join(
        p.replace("~", "~0").replace("/", "~1")
        for p in (
            "paths",
            template,
            method.lower(),
            "requestBody",
            "content",
            content_type,
            "schema",
        )
    )
    registry = Registry().with_resource(
        SPEC_URI, Resource.from_contents(spec, default_specification=DRAFT202012)
    )
    return Draft202012Validator({"$ref": f"{SPEC_URI}#/{pointer}"}, registry=registry)


def spec_loaded() -> bool:
    return _spec() is not None


def has_operation(template: str, method: str) -> bool:
    spec = _spec()
    return spec is not None and method.lower() in spec["paths"].get(template, {})


def snowflakes_as_strings(payload: Any) -> Any:
    """The payload with integer ids as strings. discord.py sends some snowflakes as JSON
    integers (allowed_mentions users, a new attachment's index id), which Discord takes;
    the spec types every snowflake as a string."""
    if isinstance(payload, list):
        return [snowflakes_as_strings(x) for x in payload]
    if not isinstance(payload, dict):
        return payload
    out = {}
    for key, value in payload.items():
        if key in ("users", "roles", "sticker_ids", "applied_tags") and isinstance(value, list):
            value = [str(v) if isinstance(v, int) else v for v in value]
        elif key in ("id", "message_id", "channel_id", "guild_id") and isinstance(value, int):
            value = str(value)
        out[key] = snowflakes_as_strings(value)
    return out


def spec_violations(template: str, method: str, payload: Any, multipart: bool) -> list[str]:
    """The payload (the JSON part of a multipart request) against the operation's schema."""
    validator = _validator(
        template, method, "multipart/form-data" if multipart else "application/json"
    )
    if validator is None:
        return []
    out = []
    for error in validator.iter_errors(snowflakes_as_strings(payload)):
        where = "/".join(str(p) for p in error.absolute_path) or "(body)"
        out.append(f"spec: {where}: {_short(error)}")
    return out


def _short(error) -> str:
    """The reason deepest in the payload among a failed anyOf/oneOf's branches: the branch
    that matched the payload furthest (more than 'is not valid under any of the schemas')."""
    leaves, todo = [], [error]
    while todo:
        e = todo.pop()
        todo += e.context or []
        if not e.context:
            leaves.append(e)
    # a branch for another kind of component fails on its "type": not the reason
    right_kind = [
        e
        for e in leaves
        if not (
            e.validator in ("enum", "const") and e.absolute_path and e.absolute_path[-1] == "type"
        )
    ]
    text = max(right_kind or leaves, key=lambda e: len(e.absolute_path)).message
    return text if len(text) <= 300 else text[:300] + "…"
