"""Checking privacy claims rather than trusting them: exact ε and δ of finite mechanisms, the statistical
auditor and its gallery, and interval coverage by simulation."""
