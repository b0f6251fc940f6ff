* Health and habits, version 1: dpgui's estimates recomputed in SPSS (written by dpgui).
* Run it with this folder as the working folder (CD 'this folder'. first). Base SPSS only.
* Each estimate is dpgui's: the share of reports with the design's known noise removed,
* (share of reports - d)/c where P(report) = c x share + d, kept within 0 and 1 (raw shows it before),
* its SE sqrt(share of reports x (1 - share of reports)/(n - 1))/|c|, and the 95% Wilson interval
* for the share of reports mapped through the design (within 0 and 1).
* Missing answers stay missing and are left out of each question's estimate, as in dpgui:
* n is the number of people who answered that question.
GET DATA /TYPE=TXT /FILE="export_v5.csv" /ENCODING="UTF8" /ARRANGEMENT=DELIMITED /DELIMITERS=","
  /QUALIFIER='"' /FIRSTCASE=2 /VARIABLES=
  uuid A64
  device A255
  collected_at A64
  source A255
  region F8.0
  drugs F8.0
  income F8.0
.
DATASET NAME responses.

* region: asked directly, NOT protected (the share of answers).
DATASET ACTIVATE responses.
DATASET DECLARE rr_estimate.
TEMPORARY.
COMPUTE rr_all = 1.
COMPUTE rr_reported = (region = 0).
AGGREGATE /OUTFILE=rr_estimate /BREAK=rr_all /yes=SUM(rr_reported) /n=NU(rr_reported).
DATASET ACTIVATE rr_estimate.
COMPUTE c = 1.
COMPUTE d = 0.
DO IF (n >= 2).
COMPUTE lambda = yes/n.
COMPUTE raw = (lambda - d)/c.
COMPUTE estimate = MIN(MAX(raw, 0), 1).
COMPUTE se = SQRT(lambda*(1 - lambda)/(n - 1))/ABS(c).
COMPUTE z = IDF.NORMAL(0.975, 0, 1).
COMPUTE centre = (lambda + z**2/(2*n))/(1 + z**2/n).
COMPUTE half = z/(1 + z**2/n)*SQRT(lambda*(1 - lambda)/n + z**2/(4*n**2)).
COMPUTE end1 = (MIN(MAX(centre - half, 0), 1) - d)/c.
COMPUTE end2 = (MIN(MAX(centre + half, 0), 1) - d)/c.
COMPUTE low = MIN(MAX(MIN(end1, end2), 0), 1).
COMPUTE high = MIN(MAX(MAX(end1, end2), 0), 1).
END IF.
STRING question (A100).
COMPUTE question = "region = north".
FORMATS estimate raw se low high (F9.6) n (F8.0).
LIST question estimate raw se low high n.
DATASET ACTIVATE responses.
DATASET CLOSE rr_estimate.
DATASET ACTIVATE responses.
DATASET DECLARE rr_estimate.
TEMPORARY.
COMPUTE rr_all = 1.
COMPUTE rr_reported = (region = 1).
AGGREGATE /OUTFILE=rr_estimate /BREAK=rr_all /yes=SUM(rr_reported) /n=NU(rr_reported).
DATASET ACTIVATE rr_estimate.
COMPUTE c = 1.
COMPUTE d = 0.
DO IF (n >= 2).
COMPUTE lambda = yes/n.
COMPUTE raw = (lambda - d)/c.
COMPUTE estimate = MIN(MAX(raw, 0), 1).
COMPUTE se = SQRT(lambda*(1 - lambda)/(n - 1))/ABS(c).
COMPUTE z = IDF.NORMAL(0.975, 0, 1).
COMPUTE centre = (lambda + z**2/(2*n))/(1 + z**2/n).
COMPUTE half = z/(1 + z**2/n)*SQRT(lambda*(1 - lambda)/n + z**2/(4*n**2)).
COMPUTE end1 = (MIN(MAX(centre - half, 0), 1) - d)/c.
COMPUTE end2 = (MIN(MAX(centre + half, 0), 1) - d)/c.
COMPUTE low = MIN(MAX(MIN(end1, end2), 0), 1).
COMPUTE high = MIN(MAX(MAX(end1, end2), 0), 1).
END IF.
STRING question (A100).
COMPUTE question = "region = south".
FORMATS estimate raw se low high (F9.6) n (F8.0).
LIST question estimate raw se low high n.
DATASET ACTIVATE responses.
DATASET CLOSE rr_estimate.

* drugs: forced (p_truth = 3/4, p_yes = 1/8, p_no = 1/8), ε = 1.946.
DATASET ACTIVATE responses.
DATASET DECLARE rr_estimate.
TEMPORARY.
COMPUTE rr_all = 1.
COMPUTE rr_reported = (drugs).
AGGREGATE /OUTFILE=rr_estimate /BREAK=rr_all /yes=SUM(rr_reported) /n=NU(rr_reported).
DATASET ACTIVATE rr_estimate.
COMPUTE c = 0.75.
COMPUTE d = 0.125.
DO IF (n >= 2).
COMPUTE lambda = yes/n.
COMPUTE raw = (lambda - d)/c.
COMPUTE estimate = MIN(MAX(raw, 0), 1).
COMPUTE se = SQRT(lambda*(1 - lambda)/(n - 1))/ABS(c).
COMPUTE z = IDF.NORMAL(0.975, 0, 1).
COMPUTE centre = (lambda + z**2/(2*n))/(1 + z**2/n).
COMPUTE half = z/(1 + z**2/n)*SQRT(lambda*(1 - lambda)/n + z**2/(4*n**2)).
COMPUTE end1 = (MIN(MAX(centre - half, 0), 1) - d)/c.
COMPUTE end2 = (MIN(MAX(centre + half, 0), 1) - d)/c.
COMPUTE low = MIN(MAX(MIN(end1, end2), 0), 1).
COMPUTE high = MIN(MAX(MAX(end1, end2), 0), 1).
END IF.
STRING question (A100).
COMPUTE question = "drugs = yes".
FORMATS estimate raw se low high (F9.6) n (F8.0).
LIST question estimate raw se low high n.
DATASET ACTIVATE responses.
DATASET CLOSE rr_estimate.

* income: GRR over 3 options (ε = 2, p = 0.787, q = 0.1065).
DATASET ACTIVATE responses.
DATASET DECLARE rr_estimate.
TEMPORARY.
COMPUTE rr_all = 1.
COMPUTE rr_reported = (income = 0).
AGGREGATE /OUTFILE=rr_estimate /BREAK=rr_all /yes=SUM(rr_reported) /n=NU(rr_reported).
DATASET ACTIVATE rr_estimate.
COMPUTE c = (exp(2) - 1)/(exp(2) + 2).
COMPUTE d = 1/(exp(2) + 2).
DO IF (n >= 2).
COMPUTE lambda = yes/n.
COMPUTE raw = (lambda - d)/c.
COMPUTE estimate = MIN(MAX(raw, 0), 1).
COMPUTE se = SQRT(lambda*(1 - lambda)/(n - 1))/ABS(c).
COMPUTE z = IDF.NORMAL(0.975, 0, 1).
COMPUTE centre = (lambda + z**2/(2*n))/(1 + z**2/n).
COMPUTE half = z/(1 + z**2/n)*SQRT(lambda*(1 - lambda)/n + z**2/(4*n**2)).
COMPUTE end1 = (MIN(MAX(centre - half, 0), 1) - d)/c.
COMPUTE end2 = (MIN(MAX(centre + half, 0), 1) - d)/c.
COMPUTE low = MIN(MAX(MIN(end1, end2), 0), 1).
COMPUTE high = MIN(MAX(MAX(end1, end2), 0), 1).
END IF.
STRING question (A100).
COMPUTE question = "income = band0".
FORMATS estimate raw se low high (F9.6) n (F8.0).
LIST question estimate raw se low high n.
DATASET ACTIVATE responses.
DATASET CLOSE rr_estimate.
DATASET ACTIVATE responses.
DATASET DECLARE rr_estimate.
TEMPORARY.
COMPUTE rr_all = 1.
COMPUTE rr_reported = (income = 1).
AGGREGATE /OUTFILE=rr_estimate /BREAK=rr_all /yes=SUM(rr_reported) /n=NU(rr_reported).
DATASET ACTIVATE rr_estimate.
COMPUTE c = (exp(2) - 1)/(exp(2) + 2).
COMPUTE d = 1/(exp(2) + 2).
DO IF (n >= 2).
COMPUTE lambda = yes/n.
COMPUTE raw = (lambda - d)/c.
COMPUTE estimate = MIN(MAX(raw, 0), 1).
COMPUTE se = SQRT(lambda*(1 - lambda)/(n - 1))/ABS(c).
COMPUTE z = IDF.NORMAL(0.975, 0, 1).
COMPUTE centre = (lambda + z**2/(2*n))/(1 + z**2/n).
COMPUTE half = z/(1 + z**2/n)*SQRT(lambda*(1 - lambda)/n + z**2/(4*n**2)).
COMPUTE end1 = (MIN(MAX(centre - half, 0), 1) - d)/c.
COMPUTE end2 = (MIN(MAX(centre + half, 0), 1) - d)/c.
COMPUTE low = MIN(MAX(MIN(end1, end2), 0), 1).
COMPUTE high = MIN(MAX(MAX(end1, end2), 0), 1).
END IF.
STRING question (A100).
COMPUTE question = "income = band1".
FORMATS estimate raw se low high (F9.6) n (F8.0).
LIST question estimate raw se low high n.
DATASET ACTIVATE responses.
DATASET CLOSE rr_estimate.
DATASET ACTIVATE responses.
DATASET DECLARE rr_estimate.
TEMPORARY.
COMPUTE rr_all = 1.
COMPUTE rr_reported = (income = 2).
AGGREGATE /OUTFILE=rr_estimate /BREAK=rr_all /yes=SUM(rr_reported) /n=NU(rr_reported).
DATASET ACTIVATE rr_estimate.
COMPUTE c = (exp(2) - 1)/(exp(2) + 2).
COMPUTE d = 1/(exp(2) + 2).
DO IF (n >= 2).
COMPUTE lambda = yes/n.
COMPUTE raw = (lambda - d)/c.
COMPUTE estimate = MIN(MAX(raw, 0), 1).
COMPUTE se = SQRT(lambda*(1 - lambda)/(n - 1))/ABS(c).
COMPUTE z = IDF.NORMAL(0.975, 0, 1).
COMPUTE centre = (lambda + z**2/(2*n))/(1 + z**2/n).
COMPUTE half = z/(1 + z**2/n)*SQRT(lambda*(1 - lambda)/n + z**2/(4*n**2)).
COMPUTE end1 = (MIN(MAX(centre - half, 0), 1) - d)/c.
COMPUTE end2 = (MIN(MAX(centre + half, 0), 1) - d)/c.
COMPUTE low = MIN(MAX(MIN(end1, end2), 0), 1).
COMPUTE high = MIN(MAX(MAX(end1, end2), 0), 1).
END IF.
STRING question (A100).
COMPUTE question = "income = band2".
FORMATS estimate raw se low high (F9.6) n (F8.0).
LIST question estimate raw se low high n.
DATASET ACTIVATE responses.
DATASET CLOSE rr_estimate.
