import unittest

from course.catch_results import parse_xml

XML = """<?xml version="1.0" encoding="UTF-8"?>
<Catch name="t">
  <Group name="t">
    <TestCase name="passes" tags="[reread:The idea]" filename="t.cpp" line="1">
      <OverallResult success="true"/>
    </TestCase>
    <TestCase name="fails" tags="[x][reread:Drawing order]" filename="t.cpp" line="9">
      <Info>pixel (3, 4)</Info>
      <Expression success="false" type="CHECK" filename="/a/b/t.cpp" line="12">
        <Original>a == b</Original>
        <Expanded>1 == 2</Expanded>
      </Expression>
      <OverallResult success="false"/>
    </TestCase>
    <TestCase name="crashes" tags="" filename="t.cpp" line="20">
      <FatalErrorCondition filename="t.cpp" line="21">SIGSEGV</FatalErrorCondition>
"""


class ParseCatchXml(unittest.TestCase):
    def test_cases_tags_and_failures(self):
        cases = parse_xml(XML + "<OverallResult success=\"false\"/></TestCase></Group></Catch>")
        self.assertEqual([c.name for c in cases], ["passes", "fails", "crashes"])
        self.assertTrue(cases[0].ok)
        self.assertEqual(cases[1].reread, "Drawing order")
        self.assertEqual(cases[1].failures,
                         ["pixel (3, 4) | CHECK( a == b ) at t.cpp:12, that is 1 == 2"])
        self.assertIn("SIGSEGV", cases[2].failures[0])

    def test_truncated_report_keeps_the_finished_cases(self):
        cases = parse_xml(XML)
        self.assertEqual([c.name for c in cases], ["passes", "fails"])

    def test_garbage_gives_no_cases(self):
        self.assertEqual(parse_xml("not xml at all <<<"), [])


if __name__ == "__main__":
    unittest.main()
