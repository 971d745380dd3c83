:- use_module(library(lists)).
0.4::e0(3).
e0(2).
0.6::e1(3).
0.3::e1(3); 0.2::e1(1).
p00 :- p01(X), X \== X.
p00 :- e0(2), p01(X), T =.. [g, X], T \== g(0).
p00 :- X == 1, p01(X), p00, p00, X >= 1.
p01(X) :- p01(Z), e1(Y), between(1,3,X), \+ e0(X).
p10(Y) :- e0(X), between(1,3,Y).
p11(Y) <- p10(Y), p01(2), \+ p01(1), Y @< 2.
P::p11(X) :- (p01(3), e0(X), p10(X), X >= 2, compare(O, X, 1)), P is X / 4.
P::p11(Y) :- (X \== 1, p11(X), p10(X), p11(X), between(1,3,Y)), P is Y / 4.
p20(X,X) :- (e0(1), p10(Y), between(1,3,X), T =.. [g, X], T \== g(0), X < 2) ; (p21(Y), between(1,3,X)).
P::p20(X,Y) :- (p00, p20(Y,1), between(1,3,X)), P is Y / 4.
P::p20(3,Y) :- (p21(Z), between(1,3,Y)), P is Y / 4.
0.25::p21(3) :- p10(Y), p11(Y), p11(Y), findall(V, e1(V), L), L = [].
0.25::p21(Y) :- p01(Y), Y \= Y.
p21(3) :- p00, p00, p01(Y), Y \== Y, compare(O, Y, 2).
0.5::p30 :- (e1(Y), p30, p20(1,Y)) ; (p00, p10(3)).
query(p30).
query(p11(Y)).
query(e0(3)).
