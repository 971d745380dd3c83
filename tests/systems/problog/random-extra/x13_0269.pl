0.2::e0.
0.9::e1(2).
0.7::e2(1).
0.3::e2(2).
0.3::e3(1,3).
0.4::e3(2,1).
0.3::e3(3,1).
0.5::p00(Y,Y) :- e1(Y), p00(1,Y), e3(Y,Y), call(e1, Y).
p00(2,Y) :- e1(Z), e3(Z,Z), between(1,3,Y).
0.3::p00(Y,X) <- e3(3,2), e0, between(1,3,X), between(1,3,Y).
0.75::p10(Y) :- p00(1,Z), between(1,3,Y).
p10(X) <- p00(Y,Y), between(1,3,X), compare(O, X, 3), Y \== Y.
0.9::p20(X) :- p10(1), between(1,3,X), \+ e0.
p20(Y) :- p21, between(1,3,Y).
p21 :- p00(X,3).
\+p21 :- e3(2,2).
query(e2(1)).
query(e3(1,Y)).
