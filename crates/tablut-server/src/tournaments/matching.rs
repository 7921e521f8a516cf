//! Perfect matchings in a general graph (Edmonds' blossom algorithm), the
//! feasibility oracle under the Swiss pairing: it answers "can the players
//! still unpaired all be paired, given the pairs fixed so far?" in
//! polynomial time, so the greedy choice of each pair never has to
//! backtrack blindly.
//!
//! The graph is a dense adjacency matrix: a Swiss field is a few hundred
//! players, and almost every pair is allowed.

const NONE: usize = usize::MAX;

/// A graph with a maximum matching kept up to date as vertices are fixed
/// in pairs and removed.
pub(crate) struct Matcher {
    n: usize,
    adj: Vec<bool>,
    alive: Vec<bool>,
    mate: Vec<usize>,
    // The search's scratch space, kept to avoid reallocating per search.
    parent: Vec<usize>,
    base: Vec<usize>,
    used: Vec<bool>,
    blossom: Vec<bool>,
    queue: Vec<usize>,
}

impl Matcher {
    /// A graph of `n` vertices with an edge wherever `allowed` says so
    /// (asked once per unordered pair, `a < b`).
    pub(crate) fn new(n: usize, mut allowed: impl FnMut(usize, usize) -> bool) -> Matcher {
        let mut adj = vec![false; n * n];
        for a in 0..n {
            for b in a + 1..n {
                if allowed(a, b) {
                    adj[a * n + b] = true;
                    adj[b * n + a] = true;
                }
            }
        }
        Matcher {
            n,
            adj,
            alive: vec![true; n],
            mate: vec![NONE; n],
            parent: vec![NONE; n],
            base: (0..n).collect(),
            used: vec![false; n],
            blossom: vec![false; n],
            queue: Vec::with_capacity(n),
        }
    }

    fn edge(&self, a: usize, b: usize) -> bool {
        self.adj[a * self.n + b]
    }

    /// Grows the matching to a maximum one: greedily in index order (so
    /// it starts near the pairing the caller prefers), then by augmenting
    /// paths. Returns whether it is perfect on the living vertices.
    pub(crate) fn maximise(&mut self) -> bool {
        for a in 0..self.n {
            if !self.alive[a] || self.mate[a] != NONE {
                continue;
            }
            if let Some(b) =
                (a + 1..self.n).find(|&b| self.alive[b] && self.mate[b] == NONE && self.edge(a, b))
            {
                self.mate[a] = b;
                self.mate[b] = a;
            }
        }
        let mut perfect = true;
        for v in 0..self.n {
            if self.alive[v] && self.mate[v] == NONE && !self.augment_from(v) {
                perfect = false;
            }
        }
        perfect
    }

    /// Fixes `a` with `b` and removes both, if the rest can still be
    /// matched perfectly (the matching must be perfect on entry). On
    /// `false` nothing changed.
    pub(crate) fn fix(&mut self, a: usize, b: usize) -> bool {
        if !self.alive[a] || !self.alive[b] || a == b || !self.edge(a, b) {
            return false;
        }
        if self.mate[a] == b {
            self.alive[a] = false;
            self.alive[b] = false;
            return true;
        }
        let (ma, mb) = (self.mate[a], self.mate[b]);
        debug_assert!(ma != NONE && mb != NONE, "fix needs a perfect matching");
        let saved = self.mate.clone();
        self.alive[a] = false;
        self.alive[b] = false;
        self.mate[a] = NONE;
        self.mate[b] = NONE;
        self.mate[ma] = NONE;
        self.mate[mb] = NONE;
        // Exactly ma and mb are exposed now: by Berge's lemma the rest
        // has a perfect matching iff an augmenting path joins them.
        if self.augment_from(ma) {
            self.mate[a] = b;
            self.mate[b] = a;
            true
        } else {
            self.mate = saved;
            self.alive[a] = true;
            self.alive[b] = true;
            false
        }
    }

    /// Searches an augmenting path from the exposed vertex `root` and, if
    /// one exists, flips it.
    fn augment_from(&mut self, root: usize) -> bool {
        let n = self.n;
        self.parent.iter_mut().for_each(|p| *p = NONE);
        self.used.iter_mut().for_each(|u| *u = false);
        for (i, b) in self.base.iter_mut().enumerate() {
            *b = i;
        }
        self.queue.clear();
        self.used[root] = true;
        self.queue.push(root);
        let mut head = 0;
        while head < self.queue.len() {
            let v = self.queue[head];
            head += 1;
            for to in 0..n {
                if !self.alive[to] || !self.edge(v, to) {
                    continue;
                }
                if self.base[v] == self.base[to] || self.mate[v] == to {
                    continue;
                }
                if to == root || (self.mate[to] != NONE && self.parent[self.mate[to]] != NONE) {
                    // An odd cycle: contract it into its base.
                    let cur = self.lca(v, to);
                    self.blossom.iter_mut().for_each(|b| *b = false);
                    self.mark_path(v, cur, to);
                    self.mark_path(to, cur, v);
                    for i in 0..n {
                        if self.blossom[self.base[i]] {
                            self.base[i] = cur;
                            if !self.used[i] {
                                self.used[i] = true;
                                self.queue.push(i);
                            }
                        }
                    }
                } else if self.parent[to] == NONE {
                    self.parent[to] = v;
                    if self.mate[to] == NONE {
                        // Flip the path back to the root.
                        let mut u = to;
                        while u != NONE {
                            let pv = self.parent[u];
                            let next = self.mate[pv];
                            self.mate[u] = pv;
                            self.mate[pv] = u;
                            u = next;
                        }
                        return true;
                    }
                    let m = self.mate[to];
                    self.used[m] = true;
                    self.queue.push(m);
                }
            }
        }
        false
    }

    fn lca(&self, mut a: usize, mut b: usize) -> usize {
        let mut seen = vec![false; self.n];
        loop {
            a = self.base[a];
            seen[a] = true;
            if self.mate[a] == NONE {
                break;
            }
            a = self.parent[self.mate[a]];
        }
        loop {
            b = self.base[b];
            if seen[b] {
                return b;
            }
            b = self.parent[self.mate[b]];
        }
    }

    fn mark_path(&mut self, mut v: usize, b: usize, mut child: usize) {
        while self.base[v] != b {
            self.blossom[self.base[v]] = true;
            self.blossom[self.base[self.mate[v]]] = true;
            self.parent[v] = child;
            child = self.mate[v];
            v = self.parent[self.mate[v]];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Whether a perfect matching exists, by brute force.
    fn brute(n: usize, edges: &[bool], alive: &mut Vec<bool>) -> bool {
        let Some(a) = (0..n).find(|&v| alive[v]) else {
            return true;
        };
        alive[a] = false;
        for b in 0..n {
            if alive[b] && edges[a * n + b] {
                alive[b] = false;
                let ok = brute(n, edges, alive);
                alive[b] = true;
                if ok {
                    alive[a] = true;
                    return true;
                }
            }
        }
        alive[a] = true;
        false
    }

    #[test]
    fn an_odd_cycle_with_a_tail_is_matched_through_the_blossom() {
        // 0-1-2-0 triangle, 2-3, 3-4... 5 vertices + 5 gives 6: 0-1, 2-3, 4-5.
        let edges = [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 5)];
        let mut m = Matcher::new(6, |a, b| edges.contains(&(a, b)) || edges.contains(&(b, a)));
        assert!(m.maximise());
        assert!(!m.fix(1, 2) || m.maximise());
    }

    proptest! {
        #[test]
        fn agrees_with_brute_force(n in 1usize..11, bits in proptest::collection::vec(any::<bool>(), 100), fixes in proptest::collection::vec((0usize..10, 0usize..10), 0..6)) {
            let mut edges = vec![false; n * n];
            let mut k = 0;
            for a in 0..n {
                for b in a + 1..n {
                    edges[a * n + b] = bits[k % bits.len()];
                    edges[b * n + a] = edges[a * n + b];
                    k += 1;
                }
            }
            let mut m = Matcher::new(n, |a, b| edges[a * n + b]);
            let mut alive = vec![true; n];
            let perfect = m.maximise();
            prop_assert_eq!(perfect, brute(n, &edges, &mut alive));
            if perfect {
                for (a, b) in fixes {
                    let (a, b) = (a % n, b % n);
                    let can = a != b && alive[a] && alive[b] && edges[a * n + b] && {
                        alive[a] = false;
                        alive[b] = false;
                        let ok = brute(n, &edges, &mut alive);
                        alive[a] = true;
                        alive[b] = true;
                        ok
                    };
                    prop_assert_eq!(m.fix(a, b), can);
                    if can {
                        alive[a] = false;
                        alive[b] = false;
                    }
                    for v in 0..n {
                        if alive[v] {
                            let w = m.mate[v];
                            prop_assert!(w != NONE && alive[w] && m.mate[w] == v && edges[v * n + w]);
                        }
                    }
                }
            }
        }
    }
}
