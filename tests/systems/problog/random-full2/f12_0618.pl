:- use_module(library(lists)).
0.5::e0(3).
0.1::e0(2); 0.3::e0(1); 0.2::e0(3).
e1.
p00(X,3) :- e1, p00(Z,1), p00(1,1), between(1,3,X), \+ e1, W is Z + 3, W < 5.
p00(X,Y) :- p01(X,Y), p01(Z,X), X @< 1, W is Y + 2, W < 5.
P::p00(X,X) :- ((e0(Z), e0(Z), between(1,3,X), X \= Z) ; (p01(Z,Y), p00(Z,X))), P is X / 4.
0.8::p01(Y,Y) :- (p01(X,Z), e1, e0(X), between(1,3,Y), X >= 2) ; (p01(Z,3), between(1,3,Y)).
0.75::p10(X) :- p00(Z,X).
p10(Y) :- e0(2), e0(3), between(1,3,Y).
p11(2) :- (p10(X), compare(O, X, 1)) ; (e1, p00(3,1), e1, findall(V, p00(1,V), L), L = []).
p20(X,X) :- p00(1,Z), p20(X,Z), W is Z + 2, W < 5, W is X + 1, W < 5.
p20(X,Y) :- Y == 1, p21(Y), p10(X), e0(Y), X \= 2.
p20(X,2) :- p11(Y), p20(X,Y), T =.. [g, X], T \== g(0).
P::p21(X) :- (p21(2), between(1,3,X)), P is X / 4.
p30(X,Y) :- p30(3,1), p11(Y), p21(3), between(1,3,X), W is Y + 3, W < 5.
query(e1).
