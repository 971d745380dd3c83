% library(cut) with uncertain rules: cut(r(A, B)) takes the rule of least index that succeeds
% for the call as bound (each query its own predicate: the answers depend on the call).
:- use_module(library(cut)).
0.6::x. 0.5::y. 0.3::z.
r(2, a, c) :- y.
r(1, a, b) :- x.
r(3, b, c) :- z.
r(3, a, d).
s(A, B) :- cut(r(A, B)).
sa(B) :- cut(r(a, B)).
sc(A) :- cut(r(A, c)).
si(I, A, B) :- cut(r(A, B), I).
none(A) :- cut(r(A, e)).
query(s(_, _)).
query(sa(_)).
query(sc(_)).
query(si(_, _, _)).
query(none(_)).
