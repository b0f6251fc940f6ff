# Health and habits, version 1: dpgui's estimates recomputed in R (written by dpgui).
# Run it in this folder (Rscript export_v5-analysis.R, or setwd() to it first). Base R 4.1 is enough
# for a .csv export; with the packages RRreg and rr installed (install.packages(c("RRreg", "rr")))
# their estimates are printed under dpgui's.
# Each estimate is dpgui's: the share of reports with the design's known noise removed,
# (share of reports - d)/c where P(report) = c x share + d, kept within 0 and 1 (raw shows it before),
# its SE sqrt(share of reports x (1 - share of reports)/(n - 1))/|c|, and the 95% Wilson interval
# for the share of reports mapped through the design (within 0 and 1).
# Missing answers stay missing and are left out of each question's estimate, as in dpgui:
# n is the number of people who answered that question.
d <- read.csv("export_v5.csv", check.names = FALSE)

z <- qnorm(0.975)  # 95% intervals, dpgui's default

# reported: the 0/1 reports (NA = no answer); c and d: P(report) = c x share + d.
debias <- function(label, reported, c, d) {
  reported <- reported[!is.na(reported)]  # missing answers are left out
  n <- length(reported)
  if (n < 2) {
    cat(label, ": fewer than two answers, no estimate\n", sep = "")
    return(invisible(NA))
  }
  lambda <- sum(reported) / n
  raw <- (lambda - d) / c
  se <- sqrt(lambda * (1 - lambda) / (n - 1)) / abs(c)
  centre <- (lambda + z^2 / (2 * n)) / (1 + z^2 / n)
  half <- z / (1 + z^2 / n) * sqrt(lambda * (1 - lambda) / n + z^2 / (4 * n^2))
  end1 <- (min(max(centre - half, 0), 1) - d) / c
  end2 <- (min(max(centre + half, 0), 1) - d) / c
  low <- min(max(min(end1, end2), 0), 1)
  high <- min(max(max(end1, end2), 0), 1)
  outside <- if (raw < 0 || raw > 1) sprintf(" (raw %.6f, outside 0 to 1)", raw) else ""
  cat(sprintf("%s: estimate %.6f%s, SE %.6f, 95%% interval %.6f to %.6f, n = %d\n",
              label, min(max(raw, 0), 1), outside, se, low, high, n))
  invisible(raw)
}

# RRreg and rr, when installed: their own estimates beside dpgui's.
has_RRreg <- requireNamespace("RRreg", quietly = TRUE)
has_rr <- requireNamespace("rr", quietly = TRUE)
also <- function(package, fit) {
  tryCatch(withCallingHandlers(fit, warning = function(w) {
    # rr warns that q may not depend on covariates; these models have none
    if (grepl("unrelated question", conditionMessage(w), fixed = TRUE)) invokeRestart("muffleWarning")
  }), error = function(e) {
    cat("  ", package, " could not estimate this: ", conditionMessage(e), "\n", sep = "")
    NULL
  })
}
show_RRreg <- function(fit, option = length(fit$pi)) {
  if (!is.null(fit)) cat(sprintf("  RRreg::RRuni: estimate %.6f, SE %.6f\n", fit$pi[option], fit$piSE[option]))
}
# rr 1.4.2's print() and summary() stop for every design but forced response: read the fit directly.
# rr fits a logistic model by maximum likelihood; its intercept-only share is plogis(intercept).
show_rr <- function(fit) {
  if (is.null(fit)) return(invisible())
  share <- plogis(coef(fit)[[1]])
  cat(sprintf("  rr::rrreg: estimate %.6f, SE %.6f (maximum likelihood, SE from the logit scale)\n",
              share, share * (1 - share) * fit$se[[1]]))
}
inside <- function(raw) isTRUE(raw > 0 && raw < 1)  # rr's logistic model has no finite estimate at 0 or 1

# region: asked directly, NOT protected (the share of answers)
# the share of answers (c = 1, d = 0)
raw <- debias("region = north", d[["region"]] == 0, c = 1, d = 0)
raw <- debias("region = south", d[["region"]] == 1, c = 1, d = 0)

# drugs: forced (p_truth = 3/4, p_yes = 1/8, p_no = 1/8), ε = 1.946
# P(yes reported) = c x prevalence + d with c = 0.75 and d = 0.125
raw <- debias("drugs = yes", d[["drugs"]], c = 0.75, d = 0.125)
if (has_RRreg && !is.na(raw)) show_RRreg(also("RRreg", RRreg::RRuni(response = d[!is.na(d$drugs), ]$drugs, model = "FR", p = c(0.125, 0.125))))
if (has_rr && inside(raw)) show_rr(also("rr", rr::rrreg(drugs ~ 1, data = d[!is.na(d$drugs), ], p = 0.75, p1 = 0.125, p0 = 0.125, design = "forced-known", start = 0)))

# income: GRR over 3 options (ε = 2, p = 0.787, q = 0.1065)
# P(option reported) = c x share + d with c = p - q and d = q, p = exp(2)/(exp(2) + 2), q = 1/(exp(2) + 2)
fit <- NULL
if (has_RRreg && sum(!is.na(d[["income"]])) >= 2) {
  P <- matrix(1/(exp(2) + 2), 3, 3)
  diag(P) <- exp(2)/(exp(2) + 2)  # P[reported, true]
  fit <- also("RRreg", RRreg::RRuni(response = d[!is.na(d$income), ]$income, model = "custom", p = P))
}
raw <- debias("income = band0", d[["income"]] == 0, c = (exp(2) - 1)/(exp(2) + 2), d = 1/(exp(2) + 2))
show_RRreg(fit, 1)
raw <- debias("income = band1", d[["income"]] == 1, c = (exp(2) - 1)/(exp(2) + 2), d = 1/(exp(2) + 2))
show_RRreg(fit, 2)
raw <- debias("income = band2", d[["income"]] == 2, c = (exp(2) - 1)/(exp(2) + 2), d = 1/(exp(2) + 2))
show_RRreg(fit, 3)
