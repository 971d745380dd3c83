% Negation as ProbLog reads it: \+ G with G's free variables local (no instance of G holds),
% negated conjunctions and disjunctions, not/1, forall/2, and :- unknown(fail).
:- use_module(library(lists)).
:- unknown(fail).
0.5::a(1). 0.4::a(2). 0.3::b(2). c(3).
n1 :- \+ a(_).
n2 :- \+ (a(X), X > 1).
n3 :- \+ (a(X), b(X)).
n4 :- not (a(1) ; b(2)).
n5 :- forall(member(X, [1, 2]), a(X)).
n6 :- forall(c(X), X > 2).
n7 :- \+ \+ a(1).
n8 :- \+ undefined_predicate(1).
n9(X) :- member(X, [1, 2, 3]), \+ (a(X), \+ b(X)).
n10 :- undefined_predicate(2).
query(n1). query(n2). query(n3). query(n4). query(n5). query(n6). query(n7). query(n8).
query(n9(_)). query(n10).
