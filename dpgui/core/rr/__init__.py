"""Randomized response: the designs and their randomisers, the debiasing estimators, surveys of questions,
physical devices and the ODK form logic a survey carries."""
