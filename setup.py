"""Build hook: the package's metadata lives in pyproject.toml; this file only
compiles the rules core and the bots (``grasse_tui.compiled.MODULES``) to C
with mypyc. Without a C compiler the extensions are skipped (they are
optional) and those modules run as Python source."""

import runpy

from mypyc.build import mypycify
from setuptools import setup

# Run as a file, so the build does not depend on the package being importable from where it runs.
extensions = mypycify(runpy.run_path("grasse_tui/compiled.py")["source_paths"](), opt_level="1", debug_level="0")
for extension in extensions:
    extension.optional = True
setup(ext_modules=extensions)
