% findall/3 as ProbLog: one element per proof, L over the sublists that can hold together.
:- use_module(library(lists)).
0.5::b. 0.4::c. 0.3::a(3).
a(1) :- b. a(1) :- c. a(2). a(2) :- c.
f(L) :- findall(X, a(X), L).
h(L) :- findall(X-Y, (member(X, [1, 2]), a(X), member(Y, [2, 3]), X < Y), L).
n(N) :- findall(X, a(X), L), length(L, N).
s(S) :- findall(X, (a(X), X > 1), L), sum_list(L, S).
e(L) :- findall(X, (a(X), X > 5), L).
m(L) :- findall(X, member(X, [c, a, b]), L).
k(K, L) :- member(K, [1, 2]), findall(K, a(K), L).
neg(L) :- findall(X, (member(X, [1, 2, 3]), \+ a(X)), L).
query(f(_)). query(h(_)). query(n(_)). query(s(_)). query(e(_)). query(m(_)). query(k(_, _)).
query(neg(_)).
