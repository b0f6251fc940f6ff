"""What the curator declares about a dataset as public metadata, never read from the data: its schema
(categories and bounds), how its numbers are written, and the names people give datasets and groups."""
