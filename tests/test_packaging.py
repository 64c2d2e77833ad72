"""The Windows and macOS builds cannot run here; what can be checked here is that their pieces agree:
the workflow (.github/workflows/build.yml), the Windows installer (packaging/windows/installer.iss),
the macOS disk image (packaging/macos/make-dmg.sh) and the PyInstaller spec name the same program,
the same files and the same version, and that the workflow checks what it builds."""

import ast
import re
import subprocess
from pathlib import Path, PureWindowsPath

import platformdirs
import platformdirs.windows
import pytest
import yaml

import boardgames_desktop

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "packaging" / "boardgames-desktop.spec"
ISS = ROOT / "packaging" / "windows" / "installer.iss"
INSTALLER_SCRIPT = ROOT / "packaging" / "windows" / "build-installer.ps1"
DMG_SCRIPT = ROOT / "packaging" / "macos" / "make-dmg.sh"
WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"


def _spec_constant(name: str) -> str:
    """A string the spec assigns at its top level (APP_NAME, DISPLAY_NAME)."""
    for node in ast.parse(SPEC.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and [getattr(t, "id", None) for t in node.targets] == [name]:
            return ast.literal_eval(node.value)
    raise AssertionError(f"the spec assigns no {name}")


APP_NAME = _spec_constant("APP_NAME")
DISPLAY_NAME = _spec_constant("DISPLAY_NAME")


def _iss() -> str:
    raw = ISS.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf"), "UTF-8 with a BOM, so that every Inno Setup 6 reads the é right"
    return raw.decode("utf-8-sig")


def _iss_defines() -> dict[str, str]:
    """The preprocessor's #define NAME "value" lines (the first of each), values as written."""
    defines = {}
    for name, value in re.findall(r'^\s*#define\s+(\w+)\s+(.+?)\s*$', _iss(), re.MULTILINE):
        defines.setdefault(name, value)
    return defines


def _iss_section(name: str) -> list[str]:
    match = re.search(rf"^\[{name}\]\n(.*?)(?=^\[|\Z)", _iss(), re.MULTILINE | re.DOTALL)
    assert match, f"no [{name}] section"
    return [line for line in match.group(1).splitlines() if line.strip() and not line.lstrip().startswith(";")]


def _iss_setup() -> dict[str, str]:
    return dict(line.split("=", 1) for line in _iss_section("Setup"))


def _iss_path(value: str) -> Path:
    """A path the script names relative to its own folder, as Inno Setup resolves it."""
    return (ISS.parent / PureWindowsPath(value.strip('"')).as_posix()).resolve()


def _expand(text: str) -> str:
    """{#Name} replaced by the script's #define values (strings only)."""
    defines = {name: value.strip('"') for name, value in _iss_defines().items() if value.startswith('"')}
    return re.sub(r"\{#(\w+)\}", lambda m: defines[m.group(1)], text)


def _workflow() -> dict:
    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))


def _steps(job: str) -> list[dict]:
    return _workflow()["jobs"][job]["steps"]


def _runs(job: str) -> list[str]:
    return [step.get("run", "") for step in _steps(job)]


def _index(job: str, words: str) -> int:
    """The position of the job's first step that runs `words`."""
    return next(i for i, run in enumerate(_runs(job)) if words in run)


def test_the_workflow_builds_both_systems_on_every_change_to_main():
    workflow = _workflow()
    triggers = workflow.get("on", workflow.get(True))  # PyYAML reads the key on as true
    assert triggers["push"]["branches"] == ["main"] and "pull_request" in triggers
    assert workflow["jobs"]["windows"]["runs-on"].startswith("windows")
    assert workflow["jobs"]["macos"]["runs-on"].startswith("macos")


def test_every_script_the_workflow_runs_is_in_the_repository():
    named = re.findall(r"packaging[\\/][\w./\\-]+\.(?:ps1|sh|py)", WORKFLOW.read_text(encoding="utf-8"))
    assert len(named) >= 4
    for path in named:
        assert (ROOT / PureWindowsPath(path).as_posix()).is_file(), path


def test_the_installer_names_the_program_the_spec_builds():
    defines = _iss_defines()
    assert defines["AppName"] == f'"{DISPLAY_NAME}"'
    assert defines["AppExe"] == f'"{APP_NAME}.exe"'
    assert _iss_path(defines["Bundle"]) == ROOT / "dist" / APP_NAME  # the spec's COLLECT(name=APP_NAME) in dist
    files = _iss_section("Files")
    assert files == ['Source: "{#Bundle}\\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs']


def test_the_installers_version_is_the_packages():
    """The installer reads the exe's ProductVersion, which the spec writes from the package's __version__."""
    assert _iss_defines()["AppVersion"] == (
        'GetStringFileInfo(AddBackslash(SourcePath) + Bundle + "\\" + AppExe, "ProductVersion")')
    spec = SPEC.read_text(encoding="utf-8")
    assert re.search(r'VERSION = re\.search\(r\'__version__ = "\(\[\^"\]\+\)"\', \(ROOT / "boardgames_desktop" / "__init__\.py"\)', spec)
    assert 'vi.StringStruct("ProductVersion", VERSION)' in spec
    assert '"CFBundleShortVersionString": VERSION' in spec  # what make-dmg.sh reads for the .dmg's name
    assert "CFBundleShortVersionString" in DMG_SCRIPT.read_text(encoding="utf-8")
    assert re.fullmatch(r"\d+\.\d+\.\d+", boardgames_desktop.__version__)
    setup = _iss_setup()
    assert setup["AppVersion"] == setup["VersionInfoVersion"] == "{#AppVersion}"


def test_the_installer_is_per_user_with_a_start_menu_entry_and_an_uninstaller():
    setup = _iss_setup()
    assert setup["PrivilegesRequired"] == "lowest"
    assert "PrivilegesRequiredOverridesAllowed" not in setup
    assert setup["DefaultDirName"] == "{autopf}\\{#AppName}"  # %LOCALAPPDATA%\Programs when per user
    assert setup.get("Uninstallable", "yes") == "yes"
    assert setup["UninstallDisplayIcon"] == "{app}\\{#AppExe}"
    assert re.fullmatch(r"\{\{[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}\}", setup["AppId"])  # one id for every version
    icons = _iss_section("Icons")
    assert icons[0] == 'Name: "{autoprograms}\\{#AppName}"; Filename: "{app}\\{#AppExe}"'


def test_the_installer_speaks_czech_and_slovak():
    """Both are official translations that ship with Inno Setup (Slovak since 6.0.3), in its Languages folder."""
    languages = _iss_section("Languages")
    assert languages[:2] == ['Name: "cs"; MessagesFile: "compiler:Languages\\Czech.isl"',
                             'Name: "sk"; MessagesFile: "compiler:Languages\\Slovak.isl"']


def test_the_installers_icon_is_the_one_the_installer_script_draws():
    icon = _iss_path(_iss_defines()["IconFile"])
    assert _iss_setup()["SetupIconFile"] == "{#IconFile}"
    script = INSTALLER_SCRIPT.read_text(encoding="utf-8")
    folder = re.search(r'"packaging\\make_icon\.py", "--out", "([^"]+)"', script).group(1)
    assert icon == ROOT / PureWindowsPath(folder).as_posix() / "boardgames-desktop.ico"
    assert '"boardgames-desktop.ico"' in (ROOT / "packaging" / "make_icon.py").read_text(encoding="utf-8")
    assert "installer.iss" in script


def test_uninstalling_leaves_the_familys_files(tmp_path, monkeypatch):
    """Only the start screen's pictures (painted again when needed) go; never the saves, profiles or log."""
    local = tmp_path / "Local"
    monkeypatch.setattr(platformdirs.windows, "get_win_folder", lambda csidl: str(local))
    windows = platformdirs.windows.Windows(appname="boardgames-desktop")
    removed = [re.fullmatch(r'Type: filesandordirs; Name: "\{localappdata\}\\(.+)"', line).group(1)
               for line in _iss_section("UninstallDelete")]
    pictures = Path(windows.user_cache_dir, "pictures").relative_to(local)  # ui/picture_cache.py
    assert [PureWindowsPath(path).as_posix() for path in removed] == [pictures.as_posix()]
    assert not (local / pictures).is_relative_to(Path(windows.user_data_dir) / "saves")


@pytest.mark.parametrize("job, artifact", [("windows", "dist/rodinne-deskovky-*-windows-setup.exe"),
                                           ("macos", "dist/rodinne-deskovky-*-macos.dmg")])
def test_the_workflow_uploads_what_a_family_installs(job, artifact):
    upload = next(step for step in _steps(job) if step.get("uses", "").startswith("actions/upload-artifact"))
    assert upload["with"]["path"] == artifact
    assert upload["with"]["if-no-files-found"] == "error"
    if job == "windows":
        setup = _iss_setup()
        assert _iss_path(setup["OutputDir"]) == ROOT / "dist"
        assert re.fullmatch(artifact.removeprefix("dist/").replace("*", r"\{#AppVersion\}").replace(".exe", ""),
                            setup["OutputBaseFilename"])
    else:
        assert re.search(r'^dmg="dist/rodinne-deskovky-\$version-macos\.dmg"$', DMG_SCRIPT.read_text(encoding="utf-8"),
                         re.MULTILINE)


def test_the_workflow_self_tests_the_build_and_what_is_installed():
    """The frozen --self-test after the build, and again on the installed program (Windows) and on the
    program in the disk image (macOS), each after that is made."""
    windows = _runs("windows")
    build, installer = _index("windows", "packaging\\build.ps1"), _index("windows", "build-installer.ps1")
    tests = [i for i, run in enumerate(windows) if '"--self-test"' in run]
    assert len(tests) == 2 and build < tests[0] < installer < tests[1]
    assert f"dist\\{APP_NAME}\\{APP_NAME}.exe" in windows[tests[0]]
    assert "/VERYSILENT" in windows[tests[1]] and "unins000.exe" in windows[tests[1]]

    macos = _runs("macos")
    app = f'"dist/{DISPLAY_NAME}.app/Contents/MacOS/{APP_NAME}" --self-test'  # CFBundleExecutable is APP_NAME
    build, dmg = _index("macos", "packaging/build.sh"), _index("macos", "make-dmg.sh")
    tests = [i for i, run in enumerate(macos) if "--self-test" in run]
    assert len(tests) == 2 and build < tests[0] < dmg < tests[1]
    assert app in macos[tests[0]]
    assert f'/{DISPLAY_NAME}.app/Contents/MacOS/{APP_NAME}" --self-test' in macos[tests[1]]
    assert "hdiutil attach" in macos[tests[1]]
    assert f'app="dist/{DISPLAY_NAME}.app"' in DMG_SCRIPT.read_text(encoding="utf-8")


def test_the_program_knows_the_check_the_workflow_asks_of_it():
    """The program ignores command-line words it does not know (the system adds some), so a misspelt
    or renamed check would start the window and wait until the job times out."""
    source = (ROOT / "boardgames_desktop" / "ui" / "app" / "launch.py").read_text(encoding="utf-8")
    known = set(re.findall(r'add_argument\("(--[\w-]+)"', source))
    asked = set(re.findall(r"--[a-z][\w-]+", " ".join(_runs("windows") + _runs("macos"))))
    assert asked <= known, asked - known


def test_the_disk_image_script_parses():
    run = subprocess.run(["bash", "-n", str(DMG_SCRIPT)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert DMG_SCRIPT.stat().st_mode & 0o111  # runnable as the build scripts are
