"""The differentially private mechanisms (counts, sums and means, selection, sparse vector, PMW), the value
object they return, and the free post-processing of what they released."""
