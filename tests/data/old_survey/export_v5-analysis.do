* Health and habits, version 1: dpgui's estimates recomputed in Stata (written by dpgui).
* Run it in this folder (cd to it first). Stata 14 or later, base commands only (16 to read a .sav).
* Each estimate is dpgui's: the share of reports with the design's known noise removed,
* (share of reports - d)/c where P(report) = c x share + d, kept within 0 and 1 (raw shows it before),
* its SE sqrt(share of reports x (1 - share of reports)/(n - 1))/|c|, and the 95% Wilson interval
* for the share of reports mapped through the design (within 0 and 1).
* Missing answers stay missing and are left out of each question's estimate, as in dpgui:
* n is the number of people who answered that question.
version 14
* the columns are read without their header row and named by position
import delimited "export_v5.csv", clear varnames(nonames) rowrange(2) bindquote(strict) encoding("utf-8")
rename (v1 v2 v3 v4 v5 v6 v7) ///
    (uuid device collected_at source region drugs income)

capture program drop rr_debias
program define rr_debias
    * label, the question's variable, the 0/1 report, and c and d of P(report) = c x share + d
    args label variable reported c d
    preserve
    quietly keep if !missing(`variable')
    if _N < 2 {
        display "`label': fewer than two answers, no estimate"
    }
    else {
        tempvar r
        quietly generate double `r' = (`reported')
        quietly keep `r'
        quietly collapse (sum) yes = `r' (count) n = `r'
        quietly generate double c = `c'
        quietly generate double d = `d'
        quietly generate double lambda = yes/n
        quietly generate double raw = (lambda - d)/c
        quietly generate double estimate = min(max(raw, 0), 1)
        quietly generate double se = sqrt(lambda*(1 - lambda)/(n - 1))/abs(c)
        quietly generate double z = invnormal(0.975)
        quietly generate double centre = (lambda + z^2/(2*n))/(1 + z^2/n)
        quietly generate double half = z/(1 + z^2/n)*sqrt(lambda*(1 - lambda)/n + z^2/(4*n^2))
        quietly generate double end1 = (min(max(centre - half, 0), 1) - d)/c
        quietly generate double end2 = (min(max(centre + half, 0), 1) - d)/c
        quietly generate double low = min(max(min(end1, end2), 0), 1)
        quietly generate double high = min(max(max(end1, end2), 0), 1)
        display "`label': estimate " %9.6f estimate[1] " (raw " %9.6f raw[1] "), SE " %9.6f se[1] ///
            ", 95% interval " %9.6f low[1] " to " %9.6f high[1] ", n = " n[1]
    }
    restore
end

* region: asked directly, NOT protected (the share of answers)
rr_debias "region = north" region "region == 0" "1" "0"
rr_debias "region = south" region "region == 1" "1" "0"

* drugs: forced (p_truth = 3/4, p_yes = 1/8, p_no = 1/8), ε = 1.946
rr_debias "drugs = yes" drugs "drugs" "0.75" "0.125"

* income: GRR over 3 options (ε = 2, p = 0.787, q = 0.1065)
rr_debias "income = band0" income "income == 0" "(exp(2) - 1)/(exp(2) + 2)" "1/(exp(2) + 2)"
rr_debias "income = band1" income "income == 1" "(exp(2) - 1)/(exp(2) + 2)" "1/(exp(2) + 2)"
rr_debias "income = band2" income "income == 2" "(exp(2) - 1)/(exp(2) + 2)" "1/(exp(2) + 2)"
