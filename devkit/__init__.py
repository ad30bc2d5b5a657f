"""Tools shared by the test suite and bench/, importable from an installed project without
the test tree: the Discord harness (real interactions, HTTP replaced), random play through
it, the click fuzzer and a throwaway PostgreSQL cluster."""
