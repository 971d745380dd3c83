% findall/3 lists one element per derivation, in the order of ProbLog's formula nodes:
% a deterministic fact is one node per fact clause, each built-in that succeeds is a node,
% a body of several nodes is a conjunction made after them, a negation orders first.
:- use_module(library(lists)).
0.5::u.
r(b). r(a). r(b).
w(X) :- r(X).
s(X) :- r(X), r(X).
mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).
m2(X, [X|_]) :- true.
m2(X, [_|T]) :- m2(X, T).
v(X) :- mem(X, [c,a,b,a]).
t(X) :- X = a.
t(X) :- X = a.
x(a) :- u.
x(a) :- u.
y(b) :- u.
y(a).
y(c) :- u.
y(d).
z(X) :- X = a, u.
z(X) :- X is 1+1, u.
z(X) :- member(X, [c]).
z(X) :- X = d.
z(e) :- \+ u.
z(f) :- u, X = 1, X > 0.
q1(L) :- findall(X, r(X), L).
q2(L) :- findall(X, w(X), L).
q3(L) :- findall(X, s(X), L).
q4(L) :- findall(X, mem(X,[c,a,b,a]), L).
q5(L) :- findall(X, m2(X,[c,a,b,a]), L).
q6(L) :- findall(X, v(X), L).
q7(L) :- findall(X, (r(X), r(X)), L).
q8(L) :- findall(X, member(X,[a,b,a]), L).
q9(L) :- findall(X, t(X), L).
q10(L) :- findall(X, x(X), L).
q11(L) :- findall(X, y(X), L).
q12(L) :- findall(X, z(X), L).
q13(L) :- findall(X-Y, (member(X,[a,a]), member(Y,[b,b])), L).
query(q1(_)). query(q2(_)). query(q3(_)). query(q4(_)). query(q5(_)). query(q6(_)).
query(q7(_)). query(q8(_)). query(q9(_)). query(q10(_)). query(q11(_)). query(q12(_)).
query(q13(_)).
