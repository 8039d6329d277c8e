# Runs one function of a game's scripts as `fn(state, **args)` (loaded by python-worker.mjs after
# sandbox.py, in the same namespace). Every call gets a fresh module namespace and fresh builtins
# (sandbox.make_builtins), so nothing one call defines is visible to the next. The memory limit is
# enforced by the worker (the interpreter's heap cannot grow past it: allocations beyond raise
# MemoryError); the time limit by the pool (the worker is stopped).
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


def _defines(tree, name):
    return any(isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == name
               for node in tree.body)


def _candidates(scripts, name):
    """The scripts that define `name` at top level; scripts that do not parse count only if they mention it."""
    found, broken = [], []
    for script in scripts:
        try:
            tree = ast.parse(script['content'], filename=script['name'])
        except (SyntaxError, ValueError, RecursionError, MemoryError) as error:
            if f'def {name}' in script['content']:
                broken.append((script, error))
            continue
        if _defines(tree, name):
            found.append((script, tree))
    return found, broken


def _where(error, filename):
    """' (script.py, line N)' for the innermost frame of the script, or ''."""
    line = getattr(error, 'lineno', None) if isinstance(error, (SyntaxError, ScriptRefused)) else None
    for frame in traceback.extract_tb(error.__traceback__):
        if frame.filename == filename:
            line = frame.lineno
    return f' ({filename}, line {line})' if line else ''


def _failure(error, filename, log):
    message = str(error)
    if isinstance(error, SyntaxError):
        message = error.msg
    text = f'{type(error).__name__}: {message}' if message else type(error).__name__
    return {'status': 'error', 'error': (text + _where(error, filename))[:2000], 'logs': log.text()}


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


def _call(script, tree, name, state, args, log):
    filename = script['name']
    namespace = {'__name__': SCRIPT_MODULE, '__builtins__': make_builtins(log.write)}
    code = compile(check_and_guard(tree), filename, 'exec')
    exec(code, namespace)
    function = namespace.get(name)
    if not callable(function):
        raise TypeError(f'{name} is not a function')
    result = function(state, **args)
    if result is None:
        result = state
    elif not isinstance(result, dict):
        raise TypeError(f'{name} returned {type(result).__name__}: change state in place or return a dict')
    return _plain(result)


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
        script, error = broken[0]
        return json.dumps(_failure(error, script['name'], log))
    script, tree = found[0]
    try:
        state = _call(script, tree, name, job['state'], job['args'], log)
    except BaseException as error:  # everything the script raises (SystemExit, KeyboardInterrupt too)
        return json.dumps(_failure(error, script['name'], log))
    return json.dumps({'status': 'ok', 'state': state, 'logs': log.text()}, allow_nan=False)
