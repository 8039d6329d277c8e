# Runs one function of a game's scripts as `fn(state, **args)` (loaded by python-worker.mjs after
# sandbox.py, in the same namespace). Every call gets a fresh module namespace and fresh builtins
# (sandbox.make_builtins), so nothing one call defines is visible to the next. The memory limit is
# enforced by the worker (the interpreter's heap cannot grow past it: allocations beyond raise
# MemoryError); the time limit by the pool (the worker is stopped).
#
# What parsing, checking (sandbox.check_and_guard) and compiling a script produces is kept per worker
# (`_Scripts`, keyed by the script's name and content): a game's scripts are the same from one action to the
# next, and parsing and guarding them cost ~5 ms a call where running a clicker's function costs ~0.1 ms.
# Only immutable results are kept (code objects, the names a script defines, error texts): each call
# still execs the code into a new dict with new builtins.
#
# `run_function(payload)` takes and answers JSON strings:
#   in:  { scripts: [{ name, content }], function, state, args, maxLogChars }
#   out: { status: 'ok', state, logs }
#      | { status: 'error', error, logs }                     (the function raised, or returned junk)
#      | { status: 'not_found' } | { status: 'ambiguous', scripts: [names] }
import ast
import json
import math
import traceback
from collections import OrderedDict


class _Log:
    def __init__(self, limit):
        self.parts = []
        self.size = 0
        self.limit = limit
        self.truncated = False

    def write(self, text):
        room = self.limit - self.size
        if room <= 0:
            self.truncated = True
            return
        if len(text) > room:
            text = text[:room]
            self.truncated = True
        self.parts.append(text)
        self.size += len(text)

    def text(self):
        return ''.join(self.parts) + ('\n[output truncated]' if self.truncated else '')


class _Script:
    """What one script (name, content) produced: the top-level functions it defines, and either its guarded
    code object, or the error a call of it answers with (it did not parse, the sandbox refused it, it did
    not compile)."""
    __slots__ = ('defines', 'parse_error', 'code', 'error')

    def __init__(self, defines=frozenset(), parse_error=None, code=None, error=None):
        self.defines = defines
        self.parse_error = parse_error
        self.code = code
        self.error = error


def _prepare(name, content):
    """Parses, checks and compiles a script; returns (_Script, whether it may be kept). Runs none of it."""
    try:
        tree = ast.parse(content, filename=name)
    except (SyntaxError, ValueError, RecursionError, MemoryError) as error:
        # A MemoryError may be the heap's state rather than the script's: not kept, the next call tries again.
        return _Script(parse_error=_error_text(error, name)), not isinstance(error, MemoryError)
    defines = frozenset(node.name for node in tree.body if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)))
    try:
        return _Script(defines, code=compile(check_and_guard(tree), name, 'exec')), True
    except Exception as error:  # ScriptRefused, a SyntaxError only the compiler finds, a too deep tree
        return _Script(defines, error=_error_text(error, name)), not isinstance(error, MemoryError)


class _Scripts:
    """A least-recently-used cache of `_prepare`, bounded by entries and by the characters of source kept
    (its keys hold the sources; what it keeps per script is a few times its source's size). The key is
    (name, content) itself: a dict hashes it, and a hit compares the whole source, so two scripts never
    share an entry. `max_entries = 0` keeps nothing (every call prepares its scripts, as before the cache)."""

    def __init__(self, max_entries, max_chars):
        self.entries = OrderedDict()
        self.max_entries = max_entries
        self.max_chars = max_chars
        self.chars = 0
        self.prepared = 0
        self.hits = 0

    def get(self, name, content):
        key = (name, content)
        script = self.entries.get(key)
        if script is not None:
            self.hits += 1
            self.entries.move_to_end(key)
            return script
        self.prepared += 1
        script, keep = _prepare(name, content)
        size = len(name) + len(content)
        if keep and self.max_entries > 0 and size <= self.max_chars:
            self.entries[key] = script
            self.chars += size
            while len(self.entries) > self.max_entries or self.chars > self.max_chars:
                (old_name, old_content), _ = self.entries.popitem(last=False)
                self.chars -= len(old_name) + len(old_content)
        return script

    def stats(self):
        return {'entries': len(self.entries), 'chars': self.chars, 'prepared': self.prepared, 'hits': self.hits}


# Nothing is kept until the worker sets the pool's bounds (its defaults are in python-pool.ts, in one place).
_scripts = _Scripts(0, 0)


def configure_script_cache(max_entries, max_chars):
    """Sets the cache's bounds (python-worker.mjs, from the pool's options); empties it."""
    global _scripts
    _scripts = _Scripts(max_entries, max_chars)


def script_cache_stats():
    """What the cache holds and how often it answered, as JSON (a test-only job of the worker reads it)."""
    return json.dumps(_scripts.stats())


def _candidates(scripts, name):
    """The scripts that define `name` at top level; scripts that do not parse count only if they mention it."""
    found, broken = [], []
    for script in scripts:
        prepared = _scripts.get(script['name'], script['content'])
        if prepared.parse_error is not None:
            if f'def {name}' in script['content']:
                broken.append((script, prepared))
        elif name in prepared.defines:
            found.append((script, prepared))
    return found, broken


def _where(error, filename):
    """' (script.py, line N)' for the innermost frame of the script, or ''."""
    line = getattr(error, 'lineno', None) if isinstance(error, (SyntaxError, ScriptRefused)) else None
    for frame in traceback.extract_tb(error.__traceback__):
        if frame.filename == filename:
            line = frame.lineno
    return f' ({filename}, line {line})' if line else ''


def _error_text(error, filename):
    message = str(error)
    if isinstance(error, SyntaxError):
        message = error.msg
    text = f'{type(error).__name__}: {message}' if message else type(error).__name__
    return (text + _where(error, filename))[:2000]


def _failure(text, log):
    return {'status': 'error', 'error': text, 'logs': log.text()}


def _plain(value, depth=0):
    """The result as JSON data; raises TypeError/ValueError on anything else."""
    if depth > 100:
        raise ValueError('the game state is nested more than 100 levels deep')
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ValueError(f'the game state contains {value}, which JSON cannot hold')
        return value
    if isinstance(value, dict):
        out = {}
        for key, item in value.items():
            if not isinstance(key, str):
                raise TypeError(f'the game state has a key {key!r} that is not a string')
            out[key] = _plain(item, depth + 1)
        return out
    if isinstance(value, (list, tuple)):
        return [_plain(item, depth + 1) for item in value]
    raise TypeError(f'the game state contains a {type(value).__name__}, which is not JSON data')


def _call(prepared, name, state, args, log):
    if prepared.error is not None:
        return _failure(prepared.error, log)
    # The kept code object is immutable; everything it defines is made anew in this call's own namespace.
    namespace = {'__name__': SCRIPT_MODULE, '__builtins__': make_builtins(log.write)}
    exec(prepared.code, namespace)
    function = namespace.get(name)
    if not callable(function):
        raise TypeError(f'{name} is not a function')
    result = function(state, **args)
    if result is None:
        result = state
    elif not isinstance(result, dict):
        raise TypeError(f'{name} returned {type(result).__name__}: change state in place or return a dict')
    return {'status': 'ok', 'state': _plain(result), 'logs': log.text()}


def run_function(payload):
    job = json.loads(payload)
    name = job['function']
    log = _Log(job.get('maxLogChars', 20000))
    found, broken = _candidates(job['scripts'], name)
    if len(found) > 1:
        return json.dumps({'status': 'ambiguous', 'scripts': [script['name'] for script, _ in found]})
    if not found:
        if not broken:
            return json.dumps({'status': 'not_found'})
        _, prepared = broken[0]
        return json.dumps(_failure(prepared.parse_error, log))
    script, prepared = found[0]
    try:
        outcome = _call(prepared, name, job['state'], job['args'], log)
    except BaseException as error:  # everything the script raises (SystemExit, KeyboardInterrupt too)
        return json.dumps(_failure(_error_text(error, script['name']), log))
    return json.dumps(outcome, allow_nan=False)
