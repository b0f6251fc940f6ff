/* Randomized response in the respondent's hand: the phone turns the true answer into the reported one, and only
 * the reported one ever leaves report().
 *
 * The laws are those of dpgui/core/rr/designs.py, with the exact parameters dpgui/collect/page_logic.py sends
 * (rationals as "n/d" text, ε as a fraction):
 * - binary designs (Warner 1965; forced response; unrelated question): report yes with probability a if the truth
 *   is yes, b if it is no;
 * - binary by ε and the k-ary oracles (Wang et al., "Locally Differentially Private Protocols for Frequency
 *   Estimation", USENIX Security 2017): GRR reports (v + offset) mod k and OUE sends the true bit with probability
 *   1/2 and every other bit as 1 with probability 1/(e^ε + 1), where the offset in {0..k-1} has weight e^ε for 0 and 1
 *   for each other value, realised exactly by rejection as designs._keep_with_odds does.
 * Every random choice consumes only uniform bytes from crypto.getRandomValues: uniform integers below d by rejection
 * (no modulo bias), Bernoulli(n/d) as uniformBelow(d) < n, and Bernoulli(exp(-n/d)) by Algorithm 1 of Canonne,
 * Kamath & Steinke, "The Discrete Gaussian for Differential Privacy" (NeurIPS 2020), as samplers.bernoulli_exp.
 * Integers are BigInts, so no parameter size loses exactness; there is no floating-point arithmetic on a
 * probability, and no other source of randomness.
 */
(function () {
  "use strict";

  const FRACTION = /^([0-9]+)\/([0-9]+)$/;
  const POOL_BYTES = 1024;
  let pool = new Uint8Array(0);
  let used = 0;
  let poolSource = null;

  /* `count` fresh bytes from DpRandom.source, read through a small pool (one getRandomValues call per kilobyte). */
  function bytes(count) {
    if (poolSource !== api.source) { // a replaced source (tests only) starts afresh
      pool = new Uint8Array(0);
      used = 0;
      poolSource = api.source;
    }
    const out = new Uint8Array(count);
    let filled = 0;
    while (filled < count) {
      if (used === pool.length) {
        pool = api.source(POOL_BYTES);
        used = 0;
        if (!(pool instanceof Uint8Array) || pool.length === 0) throw new Error("the random source gave no bytes");
      }
      const take = Math.min(count - filled, pool.length - used);
      out.set(pool.subarray(used, used + take), filled);
      pool.fill(0, used, used + take); // a byte used, kept beside the report, would tell the true answer
      used += take;
      filled += take;
    }
    return out;
  }

  /* A uniform integer in {0, ..., d-1} (d a BigInt >= 1): the low B bits of fresh bytes, where 2^(B-1) < d <= 2^B,
   * kept when below d and redrawn otherwise, so every value has the same probability and each try succeeds with
   * probability above 1/2. */
  function uniformBelow(d) {
    if (d < 1n) throw new Error("uniformBelow needs d >= 1");
    if (d === 1n) return 0n;
    const bits = (d - 1n).toString(2).length;
    const count = Math.ceil(bits / 8);
    const topMask = 0xff >> (8 * count - bits);
    for (;;) {
      const drawn = bytes(count);
      drawn[0] &= topMask;
      let value = 0n;
      if (count <= 6) { // below 2^48: exact in a double, and much faster than BigInt shifts
        let small = 0;
        for (const byte of drawn) small = small * 256 + byte;
        value = BigInt(small);
      } else {
        for (const byte of drawn) value = (value << 8n) | BigInt(byte);
      }
      drawn.fill(0);
      if (value < d) return value;
    }
  }

  /* Bernoulli(n/d) for 0 <= n <= d. */
  function bernoulli(n, d) {
    return uniformBelow(d) < n;
  }

  /* Bernoulli(exp(-n/d)) for 0 <= n/d <= 1 (CKS 2020, Algorithm 1): draw A_k ~ Bernoulli(γ/k) for k = 1, 2, ...
   * until the first failure, at step K; P(K odd) = exp(-γ). */
  function bernoulliExpUnit(n, d) {
    for (let k = 1n; ; k += 1n) {
      if (n < d * k && !bernoulli(n, d * k)) return k % 2n === 1n; // γ/k >= 1 (γ = 1, k = 1) succeeds for sure
    }
  }

  /* Bernoulli(exp(-n/d)) for any rational n/d >= 0: exp(-γ) = exp(-1)^floor(γ) · exp(-frac(γ)) (CKS 2020 §5),
   * the exp(-1) factors stopping at the first failure. */
  function bernoulliExp(n, d) {
    if (n < 0n || d < 1n) throw new Error("bernoulliExp needs n/d >= 0");
    if (!bernoulliExpUnit(n % d, d)) return false;
    for (let whole = n / d; whole > 0n; whole -= 1n) {
      if (!bernoulliExpUnit(1n, 1n)) return false;
    }
    return true;
  }

  /* An offset in {0..k-1}: 0 with weight e^ε, each other with weight 1, exactly (designs._keep_with_odds): propose
   * one uniformly, accept 0 always and any other with probability exp(-ε). */
  function keepWithOdds(epsilon, k) {
    for (;;) {
      const offset = uniformBelow(k);
      if (offset === 0n || bernoulliExp(epsilon[0], epsilon[1])) return offset;
    }
  }

  function fraction(text, name) {
    const match = FRACTION.exec(String(text));
    if (!match || BigInt(match[2]) === 0n) throw new Error("the randomiser's " + name + " is not a fraction n/d");
    return [BigInt(match[1]), BigInt(match[2])];
  }

  function probability(text, name) {
    const [n, d] = fraction(text, name);
    if (n > d) throw new Error("the randomiser's " + name + " is above 1");
    return [n, d];
  }

  /* The reported answer, in stored form, for the true answer `truth` under the device randomiser `randomiser`
   * (page_logic.randomiser, maybe with "mode": "device"); `codes` are the question's codes in choice order. */
  function report(randomiser, truth, codes) {
    if (randomiser.mode !== undefined && randomiser.mode !== "device") {
      throw new Error("this question is randomised by the respondent, not the phone");
    }
    if (randomiser.kind === "binary" || randomiser.kind === "binary_epsilon") {
      if (truth !== "yes" && truth !== "no") throw new Error("the true answer is not yes or no");
      let yes;
      if (randomiser.kind === "binary") {
        const [n, d] = probability(truth === "yes" ? randomiser.a : randomiser.b, truth === "yes" ? "a" : "b");
        yes = bernoulli(n, d);
      } else {
        const kept = keepWithOdds(fraction(randomiser.epsilon, "epsilon"), 2n) === 0n;
        yes = (truth === "yes") === kept;
      }
      return yes ? "yes" : "no";
    }
    if (randomiser.kind === "grr" || randomiser.kind === "oue") {
      const k = codes.length;
      const v = codes.indexOf(truth);
      if (k !== randomiser.k || k < 2) throw new Error("the randomiser's k is not the number of options");
      if (v < 0) throw new Error("the true answer is not one of the options");
      const epsilon = fraction(randomiser.epsilon, "epsilon");
      if (randomiser.kind === "grr") return codes[(v + Number(keepWithOdds(epsilon, BigInt(k)))) % k];
      let bits = "";
      for (let j = 0; j < k; j += 1) {
        const one = j === v ? bernoulli(1n, 2n) : keepWithOdds(epsilon, 2n) === 1n;
        bits += one ? "1" : "0";
      }
      return bits;
    }
    throw new Error("unknown randomiser");
  }

  const api = {
    report: report,
    // The byte source: tests may replace it only to check the samplers' arithmetic.
    source: (count) => crypto.getRandomValues(new Uint8Array(count)),
    uniformBelow: uniformBelow,
    bernoulliExp: bernoulliExp,
  };
  window.DpRandom = api;
}());
