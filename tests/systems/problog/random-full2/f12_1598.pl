:- use_module(library(lists)).
0.7::e0(2,1).
e0(1,2).
0.7::e1(2).
0.7::e2(1).
0.3::e2(3); 0.1::e2(1); 0.3::e2(2).
0.3::e3.
p00(Y) :- e1(1), p01(Y,X), e1(2), call(e0, 1, 2).
p00(X) :- p00(Z), e1(Z), between(1,3,X), \+ e2(3), T =.. [g, X], T \== g(0).
0.9::p01(Y,X) :- e3, e2(X), between(1,3,Y), not e0(2,X).
p10(Y,X) :- p11(Y,X), e1(3), e2(Y), compare(O, Y, 3), compare(O, X, 1).
p10(1,Y) :- (p10(Y,Z), Z \= Y) ; (e0(X,X), p00(3), e0(X,2), between(1,3,Y), findall(V, p01(Y,V), L), L = []).
p11(Y,Y) :- e1(1), between(1,3,Y).
0.25::p11(X,Y) :- p00(Z), e1(Z), p00(3), between(1,3,X), between(1,3,Y), call(p01, 2, Z).
p11(X,Y) :- (e1(Z), p10(Z,1), between(1,3,X), between(1,3,Y), Z @>= 3, \+ e3) ; (p11(1,2), e1(Z), e0(1,Z), between(1,3,X), between(1,3,Y), \+ e1(X)).
p20(X) :- e2(Z), p00(Z), between(1,3,X).
p21(X) :- p10(3,2), p11(2,Z), between(1,3,X), X \== Z, W is X + 3, W < 5.
p21(1) :- X \== 2, e0(X,2), findall(V, e0(X,V), L), L \= [].
query(e0(3,2)).
