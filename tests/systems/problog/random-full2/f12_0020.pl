:- use_module(library(lists)).
e0(2).
0.75::e0(3).
0.4::e1.
p00 :- (e1) ; (e1, p00, e1).
0.3::p00 :- e0(Z), e0(Y), p00.
p10(3) :- e1, T =.. [g, 2], T \== g(0), T =.. [g, 3], T \== g(0).
p10(Y) :- p10(Y), p10(3), W is Y + 2, W < 5.
0.2::p10(3) :- e1, p00, findall(V, e0(V), L), L = [].
0.2::p20(X) :- X \== 3, p20(X), T =.. [g, X], T \== g(0).
P::p20(Y) :- (p20(3), p21(X), e0(Z), between(1,3,Y), Z =:= 2, \+ e0(1)), P is Y / 4.
P::p20(X) :- (p20(Y), between(1,3,X), \+ e1, T =.. [g, X], T \== g(0)), P is X / 4.
0.2::p21(X) <- e0(Y), p10(3), e0(Y), between(1,3,X), Y == 1, X =:= 1.
p21(X) :- e1, p10(X).
p30 :- (p10(X), e0(X)) ; (p21(X), p00, p21(X)).
p30 <- e1, e0(X).
query(p20(1)).
query(e1).
query(p10(X)).
query(\+ p00).
