:- use_module(library(lists)).
0.1::e0(2,1).
0.8::e0(3,1).
0.4::e0(3,3).
e0(2,2).
e1(1).
0.4::e1(3).
0.2::e1(2).
0.3::e1(2); 0.3::e1(3); 0.1::e1(1).
0.5::e2(1).
p00(2,X) :- e0(2,Y), p00(X,Y), e1(3).
p10 :- (p00(2,X), p00(Z,X), \+ e2(X)) ; (e1(3), p10).
0.7::p20(X) <- e0(3,2), between(1,3,X), X @=< 1, X == 3.
p21(X,3) <- e0(X,X), p00(3,X), findall(V, p00(3,V), L), L \= [].
p30(X) <- (e1(Z), p00(1,Z), between(1,3,X), not e0(X,Z), findall(V, p00(Z,V), L), length(L, N), N >= 1) ; (e2(X), W is X + 3, W < 5).
query(e2(1)).
query(e2(X)) :- between(1,2,X).
