% library(string), select_weighted/4,5, select_uniform/4, enum_groups/3 and library(collect)
% over uncertain facts.
:- use_module(library(lists)).
:- use_module(library(string)).
:- use_module(library(collect)).
:- use_module(library(aggregate)).
s1(S) :- concat([ab, 'C d', 12, f(x)], S).
s2(S) :- join('-', [a, b, 3], S).
s3(L) :- str2lst(abc, L).
s4(S) :- lst2str([x, y, z], S).
s5(I) :- str2int("42", I).
w(X) :- select_weighted(w, [1, 2, 3], [a, b, c], X, _).
w2(X, Y) :- select_weighted(w2, [(0.5, a), (0.5, b)], X, _),
  select_weighted(w2, [(0.5, a), (0.5, b)], Y, _).
u(X, R) :- select_uniform(u, [a, b, c, d], X, R).
g(G, V) :- enum_groups([(a, 1), (b, 2), (a, 3)], G, V).
0.4::sal(a, 10). 0.5::sal(b, 20). sal(c, 30).
dept(a, x). dept(b, x). dept(c, y).
collect_sum(G, By, V, R) :- aggregate(sum, V, By, G, (By, R)).
total(D, T) :- (sal(P, S), dept(P, D)) => D / sum(S, T).
listed(L) :- (sal(_, S)) => list(S, L).
query(s1(_)). query(s2(_)). query(s3(_)). query(s4(_)). query(s5(_)).
query(w(_)). query(w2(_, _)). query(u(_, _)). query(g(_, _)).
query(total(_, _)). query(listed(_)).
