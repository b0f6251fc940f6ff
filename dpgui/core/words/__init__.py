"""Numbers and privacy levels said in plain words: how numbers are written for people and what ε means."""
