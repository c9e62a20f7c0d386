"""UI shell tests (driven with App.run_test and the Pilot)."""
