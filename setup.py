"""Build hook: the package's metadata lives in pyproject.toml; this file only
compiles the rules core and the bots (``grasse_tui.compiled.MODULES``) to C
with mypyc. Without a C compiler the extensions are skipped (they are
optional) and those modules run as Python source."""

import runpy

from mypyc.build import mypycify
from setuptools import setup

listing = runpy.run_path("grasse_tui/compiled.py")
sources = [listing["source"](module).relative_to(listing["ROOT"]).as_posix() for module in listing["MODULES"]]
extensions = mypycify(sources, opt_level="1", debug_level="0")
for extension in extensions:
    extension.optional = True
setup(ext_modules=extensions)
