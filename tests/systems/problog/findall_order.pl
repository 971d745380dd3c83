% findall/3 lists proofs in the order ProbLog finds them (the same atom may come twice, from two
% choices); all/3 and all_or_none/3 collect answers, not proofs (all/3 fails on none); the
% result must be unbound or a list.
0.3::p(a). 0.2::p(b). 0.4::p(a).
r(1). r(2).
q(L) :- findall(X, p(X), L).
s(L) :- all(X, p(X), L).
t(L) :- all_or_none(X, (p(X), X \= a, X \= b), L).
u(L) :- all(X, (r(X), X > 5), L).
v(L) :- findall(X-Y, (r(X), p(Y)), L).
query(q(_)). query(s(_)). query(t(_)). query(u(_)). query(v(_)).
