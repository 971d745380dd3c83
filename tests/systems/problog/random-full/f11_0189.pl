:- use_module(library(lists)).
0.8::e0(3,3).
0.3::e0(2,2); 0.1::e0(3,3); 0.1::e0(1,1).
0.3::e1(2,3).
0.7::e1(3,3).
0.3::e2(1).
0.25::e2(2).
p00(X) <- e1(3,2), e2(Y), between(1,3,X), not e1(X,3), Y >= 1.
p00(Y) :- e2(1), between(1,3,Y), W is Y + 1, W < 5.
p01(X) :- e2(Y), e1(2,Z), between(1,3,X), T =.. [g, Z], T \== g(0).
0.3::p10 :- p11(3,X), compare(O, X, 1).
0.8::p10 :- p01(Y), e1(Y,Z).
p10 :- p11(2,Y), W is Y + 3, W < 5, not p01(2).
p11(Y,Y) :- (e1(X,X), e2(2), between(1,3,Y)) ; (e1(Z,3), p00(Y), p11(Y,Z), findall(V, p00(V), L), L \= [], not p00(Y)).
p20(X) <- e2(3), between(1,3,X), \+ p10.
p21(Y) :- p20(1), p10, p00(1), between(1,3,Y), Y >= 1, Y \= Y.
query(p11(3,1)).
query(e0(3,X)).
