:- use_module(library(lists)).
0.1::e0(3).
0.3::e0(2); 0.3::e0(1); 0.2::e0(3).
0.2::e1.
P::p00(Y) :- (p00(Y), p01(Y), W is Y + 1, W < 5, call(e0, 3)), P is Y / 4.
p00(X) :- (p00(X), p00(X), \+ e1, X \== X) ; (p00(X), e0(X)).
p00(X) :- (e0(X), \+ e1) ; (p01(1), between(1,3,X)).
p01(X) <- p00(3), between(1,3,X), call(e0, 1), findall(V, e0(V), L), L \= [].
p01(2) :- p01(Y), Y == Y, not e0(Y).
0.1::p01(X) :- (p00(1), p00(3), p00(X)) ; (p01(2), p00(3), between(1,3,X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2, findall(V, e0(V), L), L = []).
p10(Y) :- e1, p01(Y), compare(O, Y, 1), findall(V, p00(V), L), L = [].
0.1::p10(3) :- e0(1), p10(Y).
P::p10(X) :- (e0(X), e0(X)), P is X / 4.
p20 :- p20, p20, e0(3), \+ p01(2), findall(V, p00(V), L), L \= [].
p20 :- p10(X), p01(X), p10(X).
p30 :- (p01(Y), p30, not p10(1)) ; (p10(Y), p30, call(p00, Y), call(p10, Y)).
p30 :- p20, p20, findall(V, e0(V), L), sum_list(L, T), T > 2, \+ e0(1).
p30 :- p10(X), e1, e0(X).
query(p01(3)).
evidence(p20, true).
