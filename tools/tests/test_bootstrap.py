import os
import tempfile
import unittest
from unittest import mock

from course import bootstrap
from course.bootstrap import Requirement


def fake(name, present, optional=False):
    r = Requirement(name, f"the {name} part", f"lib{name}-dev", name, program=name,
                    optional=optional)
    return r, present


class Bootstrap(unittest.TestCase):
    def run_ensure(self, reqs, root=False, profile="t", ci=False, apt_knows=False):
        lines = []
        present = {r.name: p for r, p in reqs}
        with mock.patch.dict(bootstrap.PROFILES, {profile: [r for r, _ in reqs]}), \
             mock.patch.object(Requirement, "present", lambda self: present[self.name]), \
             mock.patch.object(bootstrap, "can_install", lambda: root), \
             mock.patch.object(bootstrap, "in_ci", lambda: ci), \
             mock.patch.object(bootstrap, "apt_knows", lambda _p: apt_knows), \
             mock.patch.object(bootstrap, "apt_install") as apt:
            ok = bootstrap.ensure(profile, log=lines.append)
        return ok, "\n".join(lines), apt

    def test_everything_present_installs_nothing(self):
        ok, text, apt = self.run_ensure([fake("a", True), fake("b", True)])
        self.assertTrue(ok)
        self.assertEqual(text, "")
        apt.assert_not_called()

    def test_missing_without_root_prints_apt_and_brew_commands_and_stops(self):
        ok, text, apt = self.run_ensure([fake("a", True), fake("b", False)])
        self.assertFalse(ok)
        apt.assert_not_called()
        self.assertIn("sudo apt-get update && sudo apt-get install -y libb-dev", text)
        self.assertIn("brew install b", text)

    def test_missing_as_root_on_debian_runs_apt_get(self):
        ok, _text, apt = self.run_ensure([fake("a", False)], root=True)
        apt.assert_called_once()
        self.assertEqual(apt.call_args[0][0], ["liba-dev"])
        self.assertFalse(ok)  # the fake stays missing after the fake install

    def test_missing_optional_part_is_a_note_not_a_stop(self):
        ok, text, _apt = self.run_ensure([fake("a", True), fake("bench", False, optional=True)])
        self.assertTrue(ok)
        self.assertIn("note: bench is missing", text)

    def test_in_ci_a_missing_test_only_part_that_apt_could_install_stops_the_run(self):
        reqs = [fake("a", True), fake("bench", False, optional=True)]
        ok, text, _apt = self.run_ensure(reqs, profile="test", ci=True, apt_knows=True)
        self.assertFalse(ok)
        self.assertIn("in CI a test-only dependency that could be installed must be: bench", text)
        ok, _text, _apt = self.run_ensure(reqs, profile="test", ci=True, apt_knows=False)
        self.assertTrue(ok, "what apt cannot install stays a skip, named")
        ok, _text, _apt = self.run_ensure(reqs, profile="test", ci=False, apt_knows=True)
        self.assertTrue(ok)

    def test_an_install_is_reported_so_that_the_build_is_configured_again(self):
        state = {"b": False}
        reqs = [fake("b", False, optional=True)]
        lines = []

        def install(_packages, _log):
            state["b"] = True
        with mock.patch.dict(bootstrap.PROFILES, {"t": [r for r, _ in reqs]}), \
             mock.patch.object(Requirement, "present", lambda self: state[self.name]), \
             mock.patch.object(bootstrap, "can_install", lambda: True), \
             mock.patch.object(bootstrap, "apt_install", install):
            outcome = bootstrap.ensure("t", log=lines.append)
        self.assertTrue(outcome)
        self.assertTrue(outcome.installed)

    def test_every_cmake_dependency_names_its_requirement(self):
        for name in ("box2d", "fcl", "benchmark", "doxygen"):
            self.assertIsNotNone(bootstrap.by_cmake_name(name), name)

    def test_profiles_name_the_debian_packages_of_the_design(self):
        apt = {r.apt for r in bootstrap.PROFILES["test"]}
        for pkg in ("g++", "cmake", "catch2", "liblodepng-dev", "doxygen", "libbox2d-dev",
                    "libfcl-dev", "libbenchmark-dev", "doxygen-awesome-css", "chromium"):
            self.assertIn(pkg, apt)


    def test_a_data_file_is_found_under_a_share_folder(self):
        with mock.patch.object(bootstrap, "DATA_DIRS", ["/nowhere"]):
            self.assertFalse(Requirement("x", "y", "x", "x", data="x/x.css").present())
            self.assertIsNone(bootstrap.find_data("x/x.css"))
        with tempfile.TemporaryDirectory() as tmp:
            os.makedirs(os.path.join(tmp, "x"))
            open(os.path.join(tmp, "x", "x.css"), "w").close()
            with mock.patch.object(bootstrap, "DATA_DIRS", ["/nowhere", tmp]):
                self.assertTrue(Requirement("x", "y", "x", "x", data="x/x.css").present())


if __name__ == "__main__":
    unittest.main()
